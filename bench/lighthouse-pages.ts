import { execFileSync } from 'node:child_process';
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

export interface LighthousePage {
  page: string;
  finalUrl: string;
  score: number;
  tbtMs: number;
  cls: number;
  lcpMs: number;
  fcpMs: number;
}

export interface LighthouseRun {
  formFactor: 'mobile';
  /**
   * Lighthouse's measure of this machine's CPU (higher is faster). Its mobile scores emulate a phone by slowing
   * the CPU four times whatever the host, so TBT, and the score, move with this: compare runs with it in view.
   */
  benchmarkIndex: number;
  results: LighthousePage[];
}

/** Playwright's Chromium when it has been downloaded; otherwise the one the project ships (@sparticuz). */
async function chromePath(): Promise<string> {
  const playwrights = chromium.executablePath();
  return fs.existsSync(playwrights) ? playwrights : sparticuz.executablePath();
}

/** The web build `npm start` serves; built first when there is none. */
function ensureBuild() {
  if (fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) return;
  console.log('    no web build: running npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
}

/**
 * Lighthouse (mobile, the default emulation and simulated throttling) on the built app as `npm start` serves
 * it: the landing page, /login and /dashboard signed in (the session cookie passed as an extra header).
 */
export async function measureLighthouse(): Promise<LighthouseRun> {
  ensureBuild();
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
  const results: LighthousePage[] = [];
  let benchmarkIndex = Number.NaN;
  try {
    await app.settled();
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
      benchmarkIndex = lhr.environment.benchmarkIndex;
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
        `    ${result.page.padEnd(12)} score ${String(result.score).padStart(3)}  TBT ${result.tbtMs} ms  CLS ${result.cls}  LCP ${result.lcpMs} ms  FCP ${result.fcpMs} ms  (${result.finalUrl})`,
      );
    }
  } finally {
    chrome.kill();
    await app.stop();
    await dataset.dispose();
  }
  console.log(`    host CPU: Lighthouse benchmark index ${benchmarkIndex}`);
  return { formFactor: 'mobile', benchmarkIndex, results };
}
