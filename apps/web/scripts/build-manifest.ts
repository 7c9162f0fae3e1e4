// Reading Vite's build manifest (dist/.vite/manifest.json, `build.manifest: true`): which chunk holds a route's
// page and what each chunk imports. Shared by the size check and the prerender step.
import fs from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const webRoot = path.resolve(import.meta.dirname, '..');
export const dist = path.join(webRoot, 'dist');

export function readManifest(): Manifest {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath))
    throw new Error(`No build manifest at ${manifestPath}: run the build first.`);
  return JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
}

export function entryKeyOf(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.isEntry);
  if (!key) throw new Error('The build manifest names no entry chunk.');
  return key;
}

/**
 * The manifest key of the module a route-table entry (src/app/route-modules.ts) imports, read from the
 * importer itself: `() => import('./routes/home-page')…` is 'src/app/routes/home-page.tsx'.
 */
export function moduleKeyOf(importer: () => unknown, manifest: Manifest): string | undefined {
  const specifier = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(importer.toString())?.[1];
  if (!specifier) return undefined;
  const base = path
    .relative(webRoot, path.resolve(webRoot, 'src/app', specifier))
    .split(path.sep)
    .join('/');
  return ['.tsx', '.ts'].map((ext) => base + ext).find((key) => key in manifest);
}

/** The chunk and everything it imports statically (what the browser must fetch before it runs), as keys. */
export function staticClosure(key: string, manifest: Manifest, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, manifest, seen);
  return seen;
}
