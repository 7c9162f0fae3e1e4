/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, the default emulation and simulated throttling) on the built
 * app as `npm start` serves it: the landing page, /login and /dashboard signed in (the session cookie passed as
 * an extra header). Prints performance score, TBT, CLS and LCP; writes bench/results/lighthouse-<time>.json.
 * Needs `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import sparticuz from '@sparticuz/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { sqliteDataset } from './datasets';
import { repoRoot, startApp } from './processes';
import { signIn } from './sessions';

const PAGES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
];

/** Playwright's Chromium when it has been downloaded; otherwise the one the project ships (@sparticuz). */
async function chromePath(): Promise<string> {
  const playwrights = chromium.executablePath();
  return fs.existsSync(playwrights) ? playwrights : sparticuz.executablePath();
}

if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}

const dataset = await sqliteDataset({ users: 300, challenges: 1_000 });
const app = await startApp(dataset.database);
const chrome = await chromeLauncher.launch({
  chromePath: await chromePath(),
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const results = [];
try {
  const cookie = await signIn(app.base, 0);
  for (const page of PAGES) {
    const run = await lighthouse(`${app.base}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: page.signedIn ? { cookie } : undefined,
    });
    const lhr = run?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    if (lhr.runtimeError)
      throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const result = {
      page: page.path,
      finalUrl: lhr.finalDisplayedUrl,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      lcpMs: Math.round(audit('largest-contentful-paint')),
      fcpMs: Math.round(audit('first-contentful-paint')),
    };
    results.push(result);
    console.log(
      `${result.page.padEnd(12)} score ${String(result.score).padStart(3)}  TBT ${result.tbtMs} ms  CLS ${result.cls}  LCP ${result.lcpMs} ms  FCP ${result.fcpMs} ms  (${result.finalUrl})`,
    );
  }
} finally {
  chrome.kill();
  await app.stop();
  await dataset.dispose();
}

const dir = path.join(repoRoot, 'bench/results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(
  dir,
  `lighthouse-${new Date().toISOString().replaceAll(':', '-').replace(/\..*/, '')}.json`,
);
fs.writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), formFactor: 'mobile', results }, null, 2)}\n`,
);
console.log(`Results: ${path.relative(repoRoot, file)}`);
