// Fails when a route's first-load JS (gzip) passes its budget, or holds zod (docs/decisions/017). A route's
// first load is the entry chunk and everything it imports statically, plus the route's own lazy chunk and its
// static imports, as Vite's build manifest lists them. Which chunk serves which route comes from the router's
// table (src/app/route-modules.ts), so a new page is measured without anyone listing it here. Run after
// `vite build`: npm run test:size.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { GUARDED_ROUTES, PUBLIC_ROUTES } from '@teachloop/shared';
import { routeModules } from '../src/app/route-modules';
import { dist, entryKeyOf, moduleKeyOf, readManifest, staticClosure, type Manifest } from './build-manifest';

const KB = 1024;
/**
 * The first-load budgets with React 19 (docs/decisions/018, which also holds the measured sizes): 120 KB for the
 * landing page, 125 KB for /login, 130 KB for /dashboard and 145 KB for any route. React DOM is a large share of
 * every page, so the rest must be lean: React Router in declarative mode (without the data router's code), reads
 * that take the API's answers as shared types, forms that load their zod validation after the first paint
 * (decision 017), and the mobile menu, the signed-in header and the 'Create a circle' form loaded on first use.
 * Accounts raised /login to 126 KB and /dashboard to 131 KB (docs/decisions/025): every page now checks for a
 * missing name and handles the `people` event, and /login carries the Google pending-link state and the Terms
 * and Privacy links; the forms, banner and steps those need load on first use. Moderation raised /login to 127 KB
 * (docs/decisions/026): the entry every page loads grew by 0.3 KB with the routing table and preload lists of the
 * new /moderation page and its chunks, and /login now tells a suspended account why; the report, block and
 * moderation code itself loads only where it is used. The service worker added nothing: main.tsx's one import
 * after the first render (analytics, and the worker after the load event) replaced the analytics import it had,
 * and shorter chunk hashes (vite.config.ts) shortened every page's preload lists, which made room for the push
 * settings' and the daily goal's new chunks. The registration and its update prompt load after the page,
 * checked below.
 */
const BUDGETS: Record<string, number> = { '/': 120 * KB, '/login': 127 * KB, '/dashboard': 131 * KB };

/**
 * The service worker's registration (and what it imports beyond the entry) loads after every page's load event:
 * it never enters a first load, and costs at most 1 KB after it.
 */
const SERVICE_WORKER_REGISTRATION = 'src/app/service-worker.ts';
const SERVICE_WORKER_REGISTRATION_BUDGET = 1 * KB;
const DEFAULT_BUDGET = 145 * KB;

/** A text only zod's core holds (the name of its base schema class), so a chunk that has it has zod. */
const ZOD_MARKER = '$ZodType';

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

function jsFiles(keys: Set<string>, manifest: Manifest): string[] {
  return [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

const holdsZod = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8').includes(ZOD_MARKER);

function main(): number {
  const manifest = readManifest();
  const entry = staticClosure(entryKeyOf(manifest), manifest);
  const problems: string[] = [];
  const rows: string[][] = [];
  const zodChunks = new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js') && holdsZod(file)),
  );
  // The zod check below is only as good as its marker: if no chunk holds it, zod's build changed.
  if (zodChunks.size === 0)
    problems.push(
      `no chunk holds zod's marker ${ZOD_MARKER}: update ZOD_MARKER to what zod's build holds now`,
    );

  for (const route of [...PUBLIC_ROUTES, ...GUARDED_ROUTES]) {
    if (!(route in routeModules) && !route.startsWith('/feedback/'))
      problems.push(`${route}: the spec's route has no page in src/app/route-modules.ts`);
  }
  for (const [route, importer] of Object.entries(routeModules)) {
    const key = moduleKeyOf(importer, manifest);
    if (!key) {
      problems.push(`${route}: no chunk in the build manifest for ${importer.toString()}`);
      continue;
    }
    // Only a route's page keeps Vite's preload of its whole import tree (vite.config.ts, preloadDependencies).
    if (!path.basename(manifest[key]!.file).startsWith('page-'))
      problems.push(`${route}: its chunk ${manifest[key]!.file} is not named page-*.js (vite.config.ts)`);
    const files = jsFiles(staticClosure(key, manifest, new Set(entry)), manifest);
    const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
    const budget = BUDGETS[route] ?? DEFAULT_BUDGET;
    const verdict = bytes > budget ? 'OVER' : 'ok';
    if (bytes > budget) problems.push(`${route}: ${kb(bytes)} gzip is over its budget of ${kb(budget)}`);
    // Reads take the API's answers as shared types; forms load their zod resolver after the first paint.
    const zod = files.some((file) => zodChunks.has(file));
    if (zod)
      problems.push(
        `${route}: its first load holds zod; load a form's validation with lazyResolver (docs/decisions/017)`,
      );
    rows.push([route, kb(bytes), kb(budget), verdict]);
  }

  problems.push(...serviceWorkerProblems(manifest, entry));
  printTable(['route', 'first-load JS (gzip)', 'budget', ''], rows);
  if (problems.length === 0) return 0;
  console.error(`\nBundle size check failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  return 1;
}

function serviceWorkerProblems(manifest: Manifest, entry: Set<string>): string[] {
  if (!(SERVICE_WORKER_REGISTRATION in manifest))
    return [`${SERVICE_WORKER_REGISTRATION} has no chunk of its own in the build manifest`];
  if (entry.has(SERVICE_WORKER_REGISTRATION))
    return [`${SERVICE_WORKER_REGISTRATION} is in every first load; main.tsx must import it after load`];
  const beyondEntry = [...staticClosure(SERVICE_WORKER_REGISTRATION, manifest, new Set(entry))].filter(
    (key) => !entry.has(key),
  );
  const files = jsFiles(new Set(beyondEntry), manifest);
  const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
  process.stdout.write(`service worker registration, after load: ${bytes} B gzip\n`);
  return bytes > SERVICE_WORKER_REGISTRATION_BUDGET
    ? [`the service worker's registration is ${bytes} B gzip, over ${SERVICE_WORKER_REGISTRATION_BUDGET} B`]
    : [];
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  const table = [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
  process.stdout.write(`${table.join('\n')}\n`);
}

process.exitCode = main();
