import type { Browser, Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test } from './fixtures';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { APP_PORT } from './support/oidc-settings';
import { createChallenge, signedInUser, studyPair } from './support/two-users';

/*
 * Signed in, the header is the app's: its pages inline at 1280 px and in the menu at 375 px, with what waits
 * for the user counted live; the marketing pages sit in the footer. Tab leaves the open account menu, and
 * visiting /notifications clears the bell. On a fresh server, where Ben's challenges go to Ada, his circle peer.
 */
const APP_PAGES = [
  ['Dashboard', '/dashboard'],
  ['Explore', '/explore'],
  ['Challenges', '/challenges'],
  ['Teach-backs', '/teachbacks'],
  ['Feedback', '/feedback'],
  ['Circles', '/circles'],
  ['Leaderboard', '/leaderboard'],
] as const;
const PUBLIC_PAGES = [
  ['Home', '/'],
  ['Explore', '/explore'],
  ['Community', '/community'],
  ['About', '/about'],
  ['Contact', '/contact'],
] as const;

// Two users, a circle and a fresh server per worker: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

let server: FreshServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startFreshServer(APP_PORT + 430 + test.info().workerIndex);
  // startFreshServer gives up waiting after 30 s; a busy machine can need longer.
  await expect
    .poll(
      () =>
        fetch(`${server!.origin}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 90_000 },
    )
    .toBe(true);
});
test.afterAll(async () => {
  await server?.stop();
});

function origin(): string {
  if (!server) throw new Error('The fresh server did not start.');
  return server.origin;
}

/** Ada (at `viewport`) and Ben in a circle of Ben's, so Ben's challenges go to Ada; Ada is on her dashboard. */
async function adaAndBen(browser: Browser, viewport: { width: number; height: number }) {
  // Ada's address stays unverified: the banner (and its 'Resend') is part of what her header is checked with.
  const ada = await signedInUser(browser, origin(), 'Ada', { viewport, verified: false });
  const ben = await signedInUser(browser, origin(), 'Ben');
  await studyPair(ben.page, ada.page, origin(), `Nav pair ${Math.random().toString(36).slice(2, 8)}`);
  await ada.page.goto('/dashboard');
  await ada.page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(ada.page.getByRole('heading', { level: 1 })).toBeVisible();
  return {
    ada: ada.page,
    ben: ben.page,
    close: async () => {
      await ada.page.context().close();
      await ben.page.context().close();
    },
  };
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('at 1280 px the header links to the app’s pages, counts live what waits, and the footer has the rest', async ({
  browser,
}) => {
  const { ada, ben, close } = await adaAndBen(browser, DESKTOP);
  const banner = ada.getByRole('banner');
  const nav = banner.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of APP_PAGES) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Explore (the courses) is one of the app's pages as well as a marketing page; the others are footer-only.
  for (const [name] of PUBLIC_PAGES.filter(([name]) => name !== 'Explore'))
    await expect(banner.getByRole('link', { name, exact: true })).toHaveCount(0);
  const footer = ada.getByRole('contentinfo');
  for (const [name, href] of PUBLIC_PAGES)
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);

  // Everything fits on one line: the last link ends before the bell begins.
  const last = await nav.getByRole('link', { name: 'Leaderboard', exact: true }).boundingBox();
  const bell = await banner.getByRole('link', { name: /^Notifications/ }).boundingBox();
  expect(last!.x + last!.width).toBeLessThan(bell!.x);
  expect(last!.y).toBeLessThan(60);
  await expectNoSidewaysScroll(ada, DESKTOP.width);

  await createChallenge(ben, origin(), { title: 'Explain stacks with a pile of plates' });
  const teachbacks = nav.getByRole('link', { name: 'Teach-backs, 1 waiting' });
  await expect(teachbacks).toBeVisible();
  await teachbacks.click();
  await expect(ada).toHaveURL(/\/teachbacks$/);
  await expect(teachbacks).toHaveAttribute('aria-current', 'page');
  await close();
});

test('at 375 px the menu leads with the app’s pages and takes the user there', async ({ browser }) => {
  const { ada, close } = await adaAndBen(browser, MOBILE);
  const banner = ada.getByRole('banner');
  await expect(banner.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await banner.getByRole('button', { name: 'Open menu' }).click();
  const menu = ada.getByRole('dialog', { name: 'Menu' });
  const nav = menu.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of APP_PAGES) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(menu.getByRole('link', { name: 'Community', exact: true })).toHaveCount(0);
  await expectNoSidewaysScroll(ada, MOBILE.width);

  await nav.getByRole('link', { name: 'Circles', exact: true }).click();
  await expect(ada).toHaveURL(/\/circles$/);
  await expect(menu).toHaveCount(0);
  await expect(ada.getByRole('heading', { level: 1 })).toBeVisible();
  await close();
});

test('between 769 and 1023 px the app’s pages stay in the menu, so the header never overflows', async ({
  browser,
}) => {
  const { ada, close } = await adaAndBen(browser, { width: 800, height: 800 });
  const banner = ada.getByRole('banner');
  await expect(banner.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(banner.getByRole('link', { name: /^Notifications/ })).toBeVisible();
  await expectNoSidewaysScroll(ada, 800);
  await banner.getByRole('button', { name: 'Open menu' }).click();
  const nav = ada.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Main' });
  for (const [name, href] of APP_PAGES)
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await close();
});

test('Tab leaves the open account menu for the page; Shift+Tab goes back to the avatar', async ({
  browser,
}) => {
  const { ada, close } = await adaAndBen(browser, DESKTOP);
  const avatar = ada.getByRole('banner').getByRole('button', { name: /^Account menu for / });
  await avatar.click();
  const menu = ada.getByRole('menu');
  await expect(menu).toBeVisible();
  await ada.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Profile settings' })).toBeFocused();

  await ada.keyboard.press('Tab');
  await expect(menu).toHaveCount(0);
  // The next stop after the avatar (the hamburger is hidden at this width) is the page's first, in its main part.
  await expect(ada.locator('main :focus')).toHaveCount(1);

  await avatar.focus();
  await ada.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await ada.keyboard.press('Shift+Tab');
  await expect(menu).toHaveCount(0);
  await expect(avatar).toBeFocused();
  await close();
});

test('visiting /notifications clears the bell’s count, and it stays clear', async ({ browser }) => {
  const { ada, ben, close } = await adaAndBen(browser, DESKTOP);
  const banner = ada.getByRole('banner');
  await createChallenge(ben, origin(), { title: 'Explain queues with a bakery line' });
  const counted = banner.getByRole('link', { name: /^Notifications, \d+ unread$/ });
  await expect(counted).toBeVisible();
  await expect(ada.getByTestId('unread-count')).toBeVisible();

  await counted.click();
  await expect(ada.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(ada.getByTestId('unread-count')).toHaveCount(0);
  // What was new on arrival is still marked as new on this visit.
  await expect(ada.getByRole('main').getByRole('link', { name: /^New: .*bakery line/ })).toBeVisible();

  await ada.reload();
  await expect(ada.getByRole('main').getByRole('link', { name: /bakery line/ })).toBeVisible();
  await expect(ada.getByRole('main').getByRole('link', { name: /^New: / })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await close();
});
