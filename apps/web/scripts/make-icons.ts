// Draws the app's PNG icons from its logo (public/favicon.svg) into public/icons/, where they are committed: the
// manifest's 192 and 512 px icons, a maskable 512 px icon (the logo inside the safe zone on a full-bleed
// square, which a launcher may cut to any shape), the home-screen icon iOS reads, and a notification badge
// (the mark alone in white on transparent: Android draws badges from their alpha channel only). Run it again
// after the logo changes: node --import tsx apps/web/scripts/make-icons.ts
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');
const outDir = path.join(publicDir, 'icons');
const logo = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/** The logo's mark: everything but its rounded square, in the logo's 32 × 32 box. */
const mark = logo
  .replace(/^[\s\S]*?<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');
const BRAND = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1];
if (!BRAND || !mark.includes('<path'))
  throw new Error('public/favicon.svg no longer has the expected shapes.');

/** The mark's centre in the logo's box (it sits a little right and below the middle). */
const MARK_CENTRE = { x: 17.75, y: 17.25 };

/** The mark centred at `scale` on a square of `background` (none: transparent). */
function markOn(background: string | null, scale: number, markSvg = mark): string {
  const { x, y } = MARK_CENTRE;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${
    background ? `<rect width="32" height="32" fill="${background}"/>` : ''
  }<g transform="translate(16 16) scale(${scale}) translate(${-x} ${-y})">${markSvg}</g></svg>`;
}

async function png(svg: string, size: number, file: string): Promise<void> {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  await png(logo, 192, 'icon-192.png');
  await png(logo, 512, 'icon-512.png');
  // The safe zone is the centred circle of 80% of the width; the mark at 0.75 stays well inside it.
  await png(markOn(BRAND!, 0.75), 512, 'maskable-512.png');
  // iOS rounds the corners itself and shows transparency as black: a full square.
  await png(markOn(BRAND!, 0.85), 180, 'apple-touch-icon.png');
  const white = mark.replace(/(stroke|fill)="#(?!fff\b)[0-9a-f]{3,6}"/gi, '$1="#fff"');
  await png(markOn(null, 1.4, white), 96, 'badge-96.png');
  process.stdout.write(`Icons written to ${path.relative(process.cwd(), outDir)}\n`);
}

await main();
