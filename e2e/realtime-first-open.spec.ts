import type { Browser, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { newUser, signUpViaApi } from './support/accounts';
import { APP_PORT } from './support/oidc-settings';
import { EXPLANATION } from './support/explanation';
import { api } from './support/two-users';
import { startFreshServer, type FreshServer } from './support/fresh-server';

/*
 * Read-then-subscribe must not lose a change: the dashboard reads its lists, the peer completes a teach-back,
 * and only then does the event stream open, so the event itself is never sent. The stream's first request is
 * held until the peer's change has committed. On a fresh server, so the teach-back goes to this test's peer.
 */
let server: FreshServer;

test.beforeAll(async () => {
  server = await startFreshServer(APP_PORT + 110 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server.stop();
});

async function signedInPage(browser: Browser, firstName: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await signUpViaApi(page, newUser(firstName), server.origin);
  return page;
}

/** POSTs to the API as the page's user, as the app itself would. */
async function post(page: Page, path: string, data: unknown = {}) {
  const response = await page.request.post(`${server.origin}${path}`, {
    data,
    headers: { origin: server.origin },
  });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return response.json() as Promise<unknown>;
}

/**
 * Holds the page's first request to the event stream until `release()` is called; `url` resolves to what that
 * request asked for.
 */
async function holdFirstStreamOpen(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked: (url: URL) => void = () => {};
  const url = new Promise<URL>((resolve) => (asked = resolve));
  let first = true;
  await page.route('**/api/events*', async (route) => {
    if (first) {
      first = false;
      asked(new URL(route.request().url()));
      await released;
    }
    await route.continue();
  });
  return { release, url };
}

/** The server's time (its Date header) on the answer to the first API request the page sends from now on. */
function serverTimeOfFirstAnswer(page: Page): Promise<number> {
  let first: Request | undefined;
  page.on('request', (request) => {
    if (!first && new URL(request.url()).pathname.startsWith('/api/')) first = request;
  });
  return new Promise((resolve) => {
    page.on('response', (response) => {
      if (response.request() === first) resolve(Date.parse(response.headers()['date'] ?? ''));
    });
  });
}

test('a teach-back completed between the dashboard’s first read and its stream opening still shows up live', async ({
  browser,
}) => {
  const ada = await signedInPage(browser, 'Ada');
  const ben = await signedInPage(browser, 'Ben');
  const { teachback } = (await post(ada, '/api/challenges', {
    title: 'Explain binary search',
    topic: 'Algorithms',
    level: 'Beginner',
    dueDays: 2,
  })) as { teachback: { id: string } | null };
  expect(teachback, 'Ben, the only other user, is assigned the teach-back').not.toBeNull();
  await post(ben, `/api/teachbacks/${teachback!.id}/start`);
  await api(ben, server.origin, 'PUT', `/api/teachbacks/${teachback!.id}/notes`, { notes: EXPLANATION });

  const stream = await holdFirstStreamOpen(ada);
  const firstAnswered = serverTimeOfFirstAnswer(ada);
  await ada.goto('/dashboard');
  // The first load can take seconds on a busy CI machine (the route interception adds to every request).
  await expect(ada.getByText('No feedback requests pending.')).toBeVisible({ timeout: 15_000 });
  await ada.evaluate(() => document.documentElement.setAttribute('data-e2e-marker', 'unchanged'));

  // The change commits after Ada's feedback list was read and before her stream is open: no event carries it.
  await post(ben, `/api/teachbacks/${teachback!.id}/complete`);
  // The stream asks for what changed since the page's first read began, by the server's clock: never later
  // than the server's time on the first answer, however long the stream takes to open after the change.
  const since = Number((await stream.url).searchParams.get('since'));
  expect(since).toBeGreaterThan(0);
  expect(since).toBeLessThanOrEqual(await firstAnswered);
  stream.release();

  await expect(ada.getByRole('link', { name: 'Give feedback (+10 XP)' })).toBeVisible({ timeout: 10_000 });
  await expect(ada.locator('html'), 'updated live, not reloaded').toHaveAttribute(
    'data-e2e-marker',
    'unchanged',
  );
});
