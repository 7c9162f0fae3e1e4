import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessibleInEveryLook, screenshotEveryLook } from './support/looks';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { APP_PORT, appOrigin } from './support/oidc-settings';
import { signedInUser, studyPair, teachBack } from './support/two-users';

/*
 * The public leaderboard in the browser, on the shared server (other tests' users may be on the board too, so
 * rows are found by name): a signed-in learner sees their row as 'You'; a visitor sees the board without one;
 * axe at 1280 and 375 px, light and dark, and screenshots for review (SCREENSHOTS=1).
 */
const origin = appOrigin();

test.describe('the leaderboard', () => {
  test.describe.configure({ mode: 'serial' });
  let ada: Awaited<ReturnType<typeof signedInUser>>;

  test.beforeAll(async ({ browser }) => {
    ada = await signedInUser(browser, origin, 'Ada');
    const ben = await signedInUser(browser, origin, 'Ben');
    // XP as it is earned: in a circle of their own, each teaches back the other's challenges (15 XP each).
    await studyPair(ben.page, ada.page, origin, `Study pair ${randomUUID().slice(0, 6)}`);
    await teachBack(ben.page, ada.page, origin, 'Sorting by hand');
    await teachBack(ada.page, ben.page, origin, 'Graphs');
    await teachBack(ada.page, ben.page, origin, 'Trees');
  });

  test('shows my row as You; a visitor sees the board without one; tabs and sort live in the address', async ({
    page,
  }) => {
    await ada.page.goto('/leaderboard');
    const mine = ada.page.getByRole('row').filter({ hasText: 'You' });
    await expect(mine).toContainText(ada.account.fullName);
    await expect(mine).toContainText('15 XP');
    await ada.page.getByRole('tab', { name: 'All time' }).click();
    await expect(ada.page).toHaveURL(/period=all/);
    await ada.page.getByRole('button', { name: 'Streak' }).click();
    await expect(ada.page).toHaveURL(/sort=streak/);
    await expect(ada.page.getByRole('columnheader', { name: /Streak/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await page.goto('/leaderboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByText('You', { exact: true })).toHaveCount(0);
  });

  test('says when the week starts over on the reader’s own clock', async ({ browser }) => {
    // Monday 00:00 UTC is Sunday evening in New York: 19:00 in winter, 20:00 in summer.
    const newYork = await browser.newContext({ timezoneId: 'America/New_York' });
    const page = await newYork.newPage();
    await page.goto('/leaderboard');
    await expect(
      page.getByText(
        /A new week starts every Monday \(Sunday at (19|20):00 your time\) and a new month on the 1st\./,
      ),
    ).toBeVisible();
    await expect(page.getByText(/UTC/)).toHaveCount(0);
    await newYork.close();
  });

  /** The board as Ada sees it, in the test's own page (the axe fixture checks that one). */
  async function openAsAda(page: Page) {
    await page.context().addCookies(await ada.page.context().cookies());
    await page.goto('/leaderboard');
    await expect(page.getByRole('row').filter({ hasText: 'You' })).toBeVisible();
  }

  test('passes axe at 1280 and 375 px, light and dark, and stays within the screen', async ({
    page,
    axe,
  }) => {
    await expectAccessibleInEveryLook(page, axe, 'leaderboard', () => openAsAda(page));
  });

  test('screenshots', { tag: '@screenshots' }, async ({ page }) => {
    await screenshotEveryLook(page, 'leaderboard', () => openAsAda(page));
  });
});

test.describe('the leaderboard on the demo data', () => {
  let server: FreshServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startFreshServer(APP_PORT + 190 + test.info().workerIndex, { seeded: true });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  /** The board's rows as '<name> <xp>' lines, once the tab's data has arrived. */
  async function rowsOf(page: Page): Promise<string[]> {
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    return (await rows.allInnerTexts()).slice(1).map((text) => text.replace(/\s+/g, ' ').trim());
  }

  test('the period tabs change the rows, not just the label', async ({ page }) => {
    await page.goto(`${server.origin}/leaderboard?period=all`);
    const allTime = await rowsOf(page);
    // Five weeks of demo XP: all time ranks every demo learner.
    expect(allTime.length).toBeGreaterThanOrEqual(10);

    await page.getByRole('tab', { name: 'This week' }).click();
    await expect(page.getByRole('tab', { name: 'This week' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(async () => (await rowsOf(page).catch(() => [])).join('|')).not.toBe(allTime.join('|'));

    await page.getByRole('tab', { name: 'All time' }).click();
    await expect.poll(async () => (await rowsOf(page)).join('|')).toBe(allTime.join('|'));
  });
});
