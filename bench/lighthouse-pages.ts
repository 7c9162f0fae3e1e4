import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sparticuz from '@sparticuz/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { sqliteDataset } from './datasets';
import { repoRoot, startApp } from './processes';
import { signIn, signUpNew } from './sessions';
import { percentile } from './stats';

/** Who loads the page: a visitor, the seeded user 0 (a full history), or an account made by sign-up just now. */
type Visitor = 'visitor' | 'seeded' | 'new';

/**
 * The pages measured. The dashboard twice: a seeded user's is full, and a brand-new account's (unverified,
 * nothing done) is the one a new student sees first, with the verify banner and the getting-started checklist,
 * whose late arrival is what moved the page (cumulative layout shift) while the seeded one stayed still.
 */
const PAGES: readonly { name: string; path: string; visitor: Visitor }[] = [
  { name: '/', path: '/', visitor: 'visitor' },
  { name: '/login', path: '/login', visitor: 'visitor' },
  { name: '/dashboard (seeded user)', path: '/dashboard', visitor: 'seeded' },
  { name: '/dashboard (new account)', path: '/dashboard', visitor: 'new' },
];

/** LIGHTHOUSE_PAGES=/dashboard measures only the pages whose name starts with one of its comma-separated paths. */
function selectedPages() {
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  if (!only?.length) return PAGES;
  return PAGES.filter((page) => only.some((prefix) => page.name.startsWith(prefix)));
}

/** One Lighthouse run of one page, with the benchmark index Lighthouse measured for that run. */
export interface LighthouseSample {
  score: number;
  tbtMs: number;
  cls: number;
  lcpMs: number;
  fcpMs: number;
  benchmarkIndex: number;
}

/** A page's median run (by score), the median of each measure over the runs, and every run. */
export interface LighthousePage extends LighthouseSample {
  page: string;
  medians: Omit<LighthouseSample, 'benchmarkIndex'>;
  finalUrl: string;
  runs: LighthouseSample[];
}

export interface LighthouseRun {
  formFactor: 'mobile';
  /**
   * Lighthouse's measure of this machine's CPU (higher is faster), the median over every run. Its mobile scores
   * emulate a phone by slowing the CPU four times whatever the host, so TBT, and the score, move with this:
   * compare runs with it in view.
   */
  benchmarkIndex: number;
  /** How many times each page was measured (rounds over the pages, so a change in the host's load reaches all). */
  runsPerPage: number;
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
 * it: the landing page, /login and /dashboard signed in (the session cookie passed as an extra header) as the
 * seeded user and as an account made through sign-up at the start of the run. Each
 * page is measured `runs` times, in rounds over the pages; a shared host's load moves mobile TBT by a factor of
 * two or more from one run to the next, so one run says little.
 */
export async function measureLighthouse(
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
): Promise<LighthouseRun> {
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
  const pages = selectedPages();
  const samples = new Map<string, { finalUrl: string; runs: LighthouseSample[] }>();
  try {
    await app.settled();
    const cookies: Record<Visitor, string | undefined> = {
      visitor: undefined,
      seeded: await signIn(app.base, 0),
      // One account for every run: a visit changes nothing, so it stays as new as it was made.
      new: await signUpNew(app.base, `lighthouse-${Date.now()}@example.com`),
    };
    for (let round = 0; round < runs; round++) {
      for (const page of pages) {
        const cookie = cookies[page.visitor];
        const run = await lighthouse(`${app.base}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: cookie ? { cookie } : undefined,
        });
        const lhr = run?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        if (lhr.runtimeError)
          throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const entry = samples.get(page.name) ?? { finalUrl: lhr.finalDisplayedUrl, runs: [] };
        entry.runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          lcpMs: Math.round(audit('largest-contentful-paint')),
          fcpMs: Math.round(audit('first-contentful-paint')),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        });
        samples.set(page.name, entry);
      }
    }
  } finally {
    chrome.kill();
    await app.stop();
    await dataset.dispose();
  }
  const results = pages.map(({ name }) => pageResult(name, samples.get(name)!));
  for (const result of results) console.log(describe(result));
  const benchmarkIndex = percentile(
    results.flatMap((result) => result.runs.map((run) => run.benchmarkIndex)),
    0.5,
  );
  console.log(`    host CPU: Lighthouse benchmark index ${benchmarkIndex} (median of every run)`);
  return { formFactor: 'mobile', benchmarkIndex, runsPerPage: runs, results };
}

/**
 * The page's median run by score (the lower middle one for an even count), each measure's own median over the
 * runs (the median run's CLS need not be the median CLS), and every run kept beside them.
 */
function pageResult(
  page: string,
  { finalUrl, runs }: { finalUrl: string; runs: LighthouseSample[] },
): LighthousePage {
  const middle = [...runs].sort((a, b) => a.score - b.score)[Math.floor((runs.length - 1) / 2)]!;
  const median = (pick: (run: LighthouseSample) => number) => percentile(runs.map(pick), 0.5);
  const medians = {
    score: median((run) => run.score),
    tbtMs: median((run) => run.tbtMs),
    cls: median((run) => run.cls),
    lcpMs: median((run) => run.lcpMs),
    fcpMs: median((run) => run.fcpMs),
  };
  return { page, finalUrl, ...middle, medians, runs };
}

function describe(result: LighthousePage): string {
  const range = (pick: (run: LighthouseSample) => number) => {
    const values = result.runs.map(pick);
    return `${Math.min(...values)}-${Math.max(...values)}`;
  };
  const { medians } = result;
  return (
    `    ${result.page.padEnd(25)} score ${String(medians.score).padStart(3)} (${range((run) => run.score)})` +
    `  TBT ${medians.tbtMs} ms (${range((run) => run.tbtMs)})  CLS ${medians.cls} (${range((run) => run.cls)})` +
    `  LCP ${medians.lcpMs} ms  FCP ${medians.fcpMs} ms  benchmark index ${range((run) => run.benchmarkIndex)}` +
    ` (medians of ${result.runs.length} runs)`
  );
}
