import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import chromium from '@sparticuz/chromium';
import { defineConfig, devices } from '@playwright/test';
import { APP_PORT, OIDC_CLIENT, appOrigin, oidcIssuer } from './support/oidc-settings';

const port = APP_PORT;
const repoRoot = path.resolve(import.meta.dirname, '..');

/*
 * Playwright evaluates this file in the runner and again in every worker. The runner makes the data directory
 * and records it in the environment, which the workers inherit, so one run gets exactly one fresh directory
 * and no two runs share a database. Only the process that made it removes it, after the server has stopped
 * (set E2E_DATA_DIR yourself to keep the database of a run for inspection).
 */
function makeDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'teachloop-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
const dataDir = process.env.E2E_DATA_DIR ?? makeDataDir();

/*
 * Playwright cannot download its browsers here, so Chromium comes from @sparticuz/chromium. The first call
 * decompresses it to <tmpdir>/chromium (a second or two); later calls, including those in the workers, find it
 * there and return at once.
 */
const executablePath = await chromium.executablePath();

const isCI = Boolean(process.env.CI);
const onPostgres = process.env.E2E_DATABASE === 'postgres';

export default defineConfig({
  testDir: '.',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  reporter: 'list',
  // Screenshots for design review are opt-in: SCREENSHOTS=1 runs them (add --grep @screenshots to run only them).
  grepInvert: process.env.SCREENSHOTS ? undefined : /@screenshots/,
  use: {
    baseURL: appOrigin(),
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // The app's service worker would serve later pages from its precache and outlive a test's routes; only
    // pwa.spec.ts, which tests the worker itself, lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // The stand-in for Google: a real OpenID Connect provider on loopback.
      command: 'node --import tsx e2e/support/oidc-provider.ts',
      cwd: repoRoot,
      url: `${oidcIssuer()}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // E2E_DATABASE=postgres: the same server on a throwaway PostgreSQL (the short pass `npm test` runs too).
      command: onPostgres ? 'node --import tsx e2e/support/postgres-app-server.ts' : 'npm run start:server',
      cwd: repoRoot,
      url: `http://127.0.0.1:${port}/healthz`,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: appOrigin(),
        // Every test signs up its own users from 127.0.0.1; the per-address limit is tested on the server.
        AUTH_RATE_LIMIT_PER_IP: '100000',
        GOOGLE_ISSUER: oidcIssuer(),
        GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
        GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
        // Google forces account selection with prompt=select_account; oidc-provider knows only standard prompts.
        GOOGLE_PROMPT: 'login',
        // Optional: serve a private build, so a rebuild of apps/web/dist during the run cannot pull assets away.
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      },
      reuseExistingServer: false,
      timeout: 60_000,
      // SIGTERM, not Playwright's default SIGKILL, so the PostgreSQL pass stops its database too.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});
