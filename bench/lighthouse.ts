/**
 * `npm run bench:lighthouse`: the Lighthouse part of `npm run bench` on its own (lighthouse-pages.ts): mobile
 * scores, TBT, CLS and LCP of the landing page, /login and /dashboard signed in (as a seeded user with a full
 * history, and as a brand-new account made through sign-up), on the built app (built first when there is none).
 * Medians over LIGHTHOUSE_RUNS runs (3); LIGHTHOUSE_PAGES=/dashboard measures only the pages named so.
 * Writes bench/results/lighthouse-<time>.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { measureLighthouse } from './lighthouse-pages';
import { repoRoot } from './processes';

const run = await measureLighthouse();
const dir = path.join(repoRoot, 'bench/results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(
  dir,
  `lighthouse-${new Date().toISOString().replaceAll(':', '-').replace(/\..*/, '')}.json`,
);
fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), ...run }, null, 2)}\n`);
console.log(`Results: ${path.relative(repoRoot, file)}`);
