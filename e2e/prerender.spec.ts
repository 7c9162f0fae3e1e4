import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newUser, signUpViaApi } from './support/accounts';
import { appOrigin } from './support/oidc-settings';
import { api, signedInUser, studyPair, teachBack } from './support/two-users';

const HERO = 'Learn Better by Teaching Each Other';

type ShiftWindow = Window & { layoutShift?: number };

/** Sums the layout shifts (without recent input) the page records from its first paint on; read it later. */
async function collectLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const target = window as ShiftWindow;
    target.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) target.layoutShift = (target.layoutShift ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as ShiftWindow).layoutShift ?? 0);
}

test.describe('prerendered public pages', () => {
  test.describe('without JavaScript', () => {
    for (const [path, heading, title] of [
      ['/', HERO, 'Home'],
      ['/about', 'About Teachloop', 'About'],
      ['/how-xp-works', 'How XP works', 'How XP works'],
    ] as const) {
      // A context of its own, outside the error guard: with scripts off, Chromium refuses the page's module
      // preloads as if by CSP, which the guard would report as failed requests.
      test(`${path} paints its content`, async ({ browser, baseURL }) => {
        const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
        const page = await context.newPage();
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('link', { name: 'About' }).first()).toHaveAttribute('href', '/about');
        await expect(page).toHaveTitle(`${title} · Teachloop`);
        await context.close();
      });
    }
  });

  test('the landing HTML carries the page and no inline script; the app then takes over', async ({
    page,
  }) => {
    const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(HERO);
    for (const script of html.match(/<script[^>]*>/g) ?? []) expect(script).toMatch(/ src="\//);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    // The header's visitor buttons come from the running app, once it knows no one is signed in.
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  });

  test('keeps a stored dark theme on a prerendered page', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('teachloop-theme', 'dark'));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('sends no source map to the browser', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    const script = await page.request.get(entry!);
    expect(await script.text()).not.toContain('sourceMappingURL');
    expect((await page.request.get(`${entry}.map`)).status()).toBe(404);
  });
});

test.describe('no layout shift while the session loads', () => {
  test('/login: the form appears in place', async ({ page }) => {
    const shift = await collectLayoutShift(page);
    await page.goto('/login');
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    expect(await shift()).toBeLessThan(0.05);
  });

  // A brand-new student, unverified, with nothing done: the getting-started checklist stands above the panels.
  // The parts are laid out once its answer is known, so it pushes nothing down when it arrives.
  test('/dashboard on day one: the checklist and the panels arrive without moving the page', async ({
    page,
  }) => {
    await signUpViaApi(page, newUser());
    const shift = await collectLayoutShift(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Hey Ada/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Get started' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your stats' })).not.toContainText('Loading');
    await page.waitForLoadState('networkidle');
    expect(await shift()).toBeLessThan(0.05);
  });

  // A returning student past their first week: no checklist, and nothing moves either.
  test('/dashboard: the panels fill in without moving the page', async ({ page, browser }) => {
    test.slow();
    await signUpViaApi(page, newUser());
    await finishGettingStarted(page, browser);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Hey Ada/ })).toBeVisible();
    // A second visit, as a returning user: the data requests start with the session check.
    const shift = await collectLayoutShift(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Hey Ada/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your stats' })).not.toContainText('Loading');
    await page.waitForLoadState('networkidle');
    expect(await shift()).toBeLessThan(0.1);
  });
});

/** Ada creates a challenge, teaches one back and reviews one, with a circle peer of her own (Ben). */
async function finishGettingStarted(ada: Page, browser: Browser) {
  const origin = appOrigin();
  const ben = await signedInUser(browser, origin, 'Ben');
  await studyPair(ada, ben.page, origin, `Warm start ${randomUUID().slice(0, 6)}`);
  await teachBack(ada, ben.page, origin, 'Explain heaps');
  await teachBack(ben.page, ada, origin, 'Explain tries');
  const { feedback } = (await api(ada, origin, 'GET', '/api/feedback')) as { feedback: { id: string }[] };
  await api(ada, origin, 'PUT', `/api/feedback/${feedback[0]!.id}/review`, {
    rating: 5,
    comment: 'The heap picture made the order clear.',
  });
  await ben.page.context().close();
}
