// Build step (after `vite build`): renders the public pages to HTML, so they paint before and without
// JavaScript. Each page gets dist/prerender/<name>.html: the built index.html with the page's markup in #root,
// its title, and modulepreload links for its route chunk, so the app's first render (which hydrates this
// markup: main.tsx) needs no second round trip. The root names the path it was rendered for; the shell's does
// not, so the app replaces it. The server sends these files for their paths (plugins/spa.ts).
import fs from 'node:fs';
import path from 'node:path';
import { routeModules, type RoutePath } from '../src/app/route-modules';
import { prerender } from '../src/prerender';
import { dist, entryKeyOf, moduleKeyOf, readManifest, staticClosure } from './build-manifest';

/**
 * Pages that look the same to everyone until the session is known. Not the contact page: its form would show
 * before the app runs, and a press on Send then would be lost (login and signup keep their forms hidden, in
 * place, until the app has taken over).
 */
const PRERENDERED: RoutePath[] = [
  '/',
  '/about',
  '/explore',
  '/login',
  '/signup',
  '/how-xp-works',
  '/terms',
  '/privacy',
  // Signed in only, but laid out with skeletons until the session is known (Dashboard), so it has HTML too.
  '/dashboard',
];

/**
 * Every other page of the site layout starts from the layout's frame (header, a screen-high placeholder,
 * footer), which is what a guarded page shows while the session is checked; the server sends it as
 * prerender/_shell.html, so those pages paint before the app starts too.
 */
const SHELL_FROM: RoutePath = '/portfolio';

const ROOT = '<div id="root"></div>';

function fileNameOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** modulepreload links for the page's chunk and its imports that index.html does not already preload. */
function preloadLinks(route: RoutePath, template: string): string {
  const manifest = readManifest();
  const key = moduleKeyOf(routeModules[route], manifest);
  if (!key) throw new Error(`${route}: its page is not in the build manifest.`);
  const entry = staticClosure(entryKeyOf(manifest), manifest);
  return (
    [...staticClosure(key, manifest, new Set(entry))]
      .filter((chunk) => !entry.has(chunk) && manifest[chunk]!.file.endsWith('.js'))
      .map((chunk) => `/${manifest[chunk]!.file}`)
      .filter((href) => !template.includes(href))
      // Low priority: fetched early, yet never ahead of what the first paint needs (the HTML and the CSS).
      .map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`)
      .join('')
  );
}

async function main() {
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!template.includes(ROOT)) throw new Error(`dist/index.html has no empty ${ROOT} to fill.`);
  const outDir = path.join(dist, 'prerender');
  fs.mkdirSync(outDir, { recursive: true });
  for (const route of PRERENDERED) {
    const page = await prerender(route);
    // The CSP allows no inline script; React would only emit one for features this app does not use.
    if (page.html.includes('<script')) throw new Error(`${route}: the rendered page contains a <script>.`);
    const html = template
      .replace(/<title>[^<]*<\/title>/, page.titleTag)
      .replace('</head>', `${preloadLinks(route, template)}</head>`)
      .replace(ROOT, `<div id="root" data-prerendered="${route}">${page.html}</div>`);
    fs.writeFileSync(path.join(outDir, fileNameOf(route)), html);
  }
  const shell = await prerender(SHELL_FROM);
  fs.writeFileSync(
    path.join(outDir, '_shell.html'),
    template.replace(ROOT, `<div id="root">${shell.html}</div>`),
  );
  process.stdout.write(
    `prerendered ${PRERENDERED.length} pages and the shell to ${path.relative(process.cwd(), outDir)}\n`,
  );
}

await main();
