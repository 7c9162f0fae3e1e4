import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newUser, signUpViaApi } from './support/accounts';

type FirstHeadingWindow = Window & { firstHeading?: Element | null };

/** Keeps the h1 the server's HTML carried, read before any script of the app has run. */
async function keepServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as FirstHeadingWindow).firstHeading = document.querySelector('#root h1');
    });
  });
}

/** Whether React DOM rendered into #root: createRoot and hydrateRoot mark the container they own. */
function renderedByReact(page: Page) {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

/** Whether the h1 on screen is the very element the server's HTML carried (hydrated, not replaced). */
function serverHeadingKept(page: Page) {
  return page.evaluate(() => {
    const first = (window as FirstHeadingWindow).firstHeading;
    return Boolean(first?.isConnected) && first === document.querySelector('#root h1');
  });
}

const appReady = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app-ready', '');

test.describe('the app runs on React 19', () => {
  for (const [path, heading] of [
    ['/', 'Learn Better by Teaching Each Other'],
    ['/login', 'Log in'],
  ] as const) {
    test(`${path}: React DOM hydrates the prerendered page, keeping its elements`, async ({ page }) => {
      await keepServerHeading(page);
      await page.goto(path);
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await renderedByReact(page)).toBe(true);
      expect(await serverHeadingKept(page)).toBe(true);
    });
  }

  test('/dashboard: a signed-in user gets the prerendered frame hydrated, then their data', async ({
    page,
  }) => {
    await signUpViaApi(page, newUser());
    await keepServerHeading(page);
    await page.goto('/dashboard');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: /^Hey Ada/ })).toBeVisible();
    expect(await renderedByReact(page)).toBe(true);
    expect(await serverHeadingKept(page)).toBe(true);
  });

  test('a page without HTML of its own is rendered by React DOM in place of the frame', async ({ page }) => {
    await page.goto('/contact');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    expect(await renderedByReact(page)).toBe(true);
  });
});
