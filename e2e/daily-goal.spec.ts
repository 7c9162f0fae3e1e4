import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, test } from './fixtures';
import { expectAccessibleInEveryLook } from './support/looks';
import { APP_PORT } from './support/oidc-settings';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { expectNotReloaded, markDocument, reviewRequestBetween, signedInUser } from './support/two-users';

/*
 * The daily goal in the header: a reviewer with a completed teach-back to review watches the app in one tab,
 * gives the rated review in another, and the first tab's ring fills live; the ring's picker sets the goal;
 * the header's progress passes axe at 1280 and 375 px, light and dark, with the picker closed and open.
 */
let server: FreshServer;

test.beforeAll(async () => {
  server = await startFreshServer(APP_PORT + 850 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server.stop();
});

const LIVE = { timeout: 5_000 };
const ring = (page: Page, name: string | RegExp = /^Daily goal: /) =>
  page.getByRole('banner').getByRole('button', { name });

test('the header’s ring fills live when the review is given in another tab, and the picker sets the goal', async ({
  browser,
}) => {
  test.slow();
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  const requestId = await reviewRequestBetween(server.origin, ada.page, ben.page, {
    title: 'Explain hashing with a cloakroom',
  });

  // Tab A: Ada's dashboard; nothing counted today yet.
  const tabA = ada.page;
  await tabA.goto('/dashboard');
  const header = tabA.getByRole('banner');
  await expect(ring(tabA, 'Daily goal: 0 of 1 done')).toBeVisible();
  await expect(header.getByRole('img', { name: 'Streak: 0 days' })).toBeVisible();
  await markDocument(tabA);

  // Tab B: the same Ada gives the rated review.
  const tabB = await tabA.context().newPage();
  await tabB.goto(`/feedback/${requestId}`);
  const sheet = tabB.getByRole('dialog', { name: 'Give feedback' });
  await expect(sheet).toBeVisible(LIVE);
  await sheet.getByRole('radio', { name: '5 stars' }).focus();
  await tabB.keyboard.press('Space');
  await expect(sheet.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await sheet.getByLabel('Comments').fill('The cloakroom ticket made the bucket idea click at once.');
  await sheet.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(sheet).toHaveCount(0, LIVE);

  // Tab A, without a reload: the ring is full, and the day's goal gets its moment.
  await expect(ring(tabA, 'Daily goal: 1 of 1 done')).toBeVisible(LIVE);
  await expect(tabA.getByText('Daily goal met. See you tomorrow!').first()).toBeVisible(LIVE);
  await expectNotReloaded(tabA);
  await tabB.close();

  // The picker, by keyboard: the ring opens it, the arrows move, Enter picks; focus is back on the ring.
  await tabA.keyboard.press('Escape');
  await ring(tabA).focus();
  await tabA.keyboard.press('Enter');
  const menu = tabA.getByRole('menu', { name: 'Daily goal' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitemradio', { name: '1 action a day' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await menu.getByRole('menuitemradio', { name: '2 actions a day' }).focus();
  await tabA.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(ring(tabA, 'Daily goal: 1 of 2 done')).toBeFocused();

  // From 1024 px the account menu shows the level under the name.
  await header.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(
    tabA.getByRole('menu').getByRole('progressbar', { name: /^Level 1: \d+ of 500 XP$/ }),
  ).toBeVisible();
  await tabA.keyboard.press('Escape');

  // Kept by the server.
  await tabA.reload();
  await expect(ring(tabA, 'Daily goal: 1 of 2 done')).toBeVisible();
});

test('the header’s progress fits a phone, passes axe in every look, and so does its open picker', async ({
  browser,
}) => {
  test.slow();
  const { page } = await signedInUser(browser, server.origin, 'Cleo', { verified: false });
  const open = async () => {
    await page.goto('/dashboard');
    await expect(ring(page, 'Daily goal: 0 of 1 done')).toBeVisible();
  };
  await expectAccessibleInEveryLook(page, () => expectNoAxeViolations(page), 'the header’s progress', open);

  const header = page.getByRole('banner');
  const TABLET = { width: 768, height: 800 };
  for (const viewport of [DESKTOP, TABLET, MOBILE]) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await open();
      await expect(header.getByRole('img', { name: 'Streak: 0 days' })).toBeVisible();
      // The XP bar shows in the header where there is room (640 to 1023 px); the account menus hold it elsewhere.
      const bar = header.getByRole('progressbar', { name: 'Level 1: 0 of 500 XP' });
      await (viewport === TABLET ? expect(bar).toBeVisible() : expect(bar).toBeHidden());
      expect((await header.boundingBox())?.height).toBe(60);
      // Side by side, nothing squeezed over the logo.
      const logo = await header.getByRole('link', { name: 'Teachloop' }).boundingBox();
      const flame = await header.getByRole('img', { name: 'Streak: 0 days' }).boundingBox();
      expect(logo!.x + logo!.width).toBeLessThan(flame!.x);
      await ring(page).click();
      await expect(page.getByRole('menu', { name: 'Daily goal' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(ring(page)).toBeFocused();
    }
  }
});
