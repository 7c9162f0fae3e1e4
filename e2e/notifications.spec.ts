import { expect, test } from './fixtures';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { expectAccessibleInEveryLook } from './support/looks';
import { APP_PORT } from './support/oidc-settings';
import { newUser, signUpViaApi } from './support/accounts';
import { api, signedInUser } from './support/two-users';

/*
 * The notification centre in the browser, on a fresh server (so Ben's challenge goes to Ada, the only other
 * user): the bell's count rises live while Ada looks at her dashboard, the notification leads to the
 * teach-back, and the centre and its settings pass axe at 1280 and 375 px, light and dark.
 */
let server: FreshServer;
test.beforeAll(async () => {
  server = await startFreshServer(APP_PORT + 170 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server.stop();
});

test('a notification appears live with its count, and clicking it lands on its item', async ({ browser }) => {
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  await ada.page.goto('/dashboard');
  await expect(ada.page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  const { teachback } = (await api(ben.page, server.origin, 'POST', '/api/challenges', {
    title: 'Explain hash maps with a coat check',
    topic: 'Algorithms',
    level: 'Beginner',
    dueDays: 3,
  })) as { teachback: { id: string } };

  const bell = ada.page.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await expect(ada.page.getByTestId('unread-count')).toHaveText('1');
  await bell.click();
  await expect(ada.page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await ada.page
    .getByRole('link', { name: 'New: You were asked to teach back “Explain hash maps with a coat check”' })
    .click();
  await expect(ada.page).toHaveURL(new RegExp(`/teachbacks/${teachback.id}/work$`));
  await expect(ada.page.getByRole('heading', { level: 1 })).toBeVisible();
  // Opening the centre read it: the bell is back to no count.
  await expect(ada.page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await ada.page.context().close();
  await ben.page.context().close();
});

for (const path of ['/notifications', '/settings/notifications']) {
  test(`${path} passes axe at 1280 and 375 px, light and dark, and stays within the screen`, async ({
    page,
    axe,
  }) => {
    await signUpViaApi(page, newUser('Cleo'), server.origin);
    // One notification to show: a challenge by a second user goes to whichever of the others is least loaded.
    const dan = await signedInUser(page.context().browser()!, server.origin, 'Dan');
    await api(dan.page, server.origin, 'POST', '/api/challenges', {
      title: 'Explain queues with a bakery line',
      topic: 'Algorithms',
      level: 'Beginner',
      dueDays: 3,
    });
    await dan.page.context().close();
    await expectAccessibleInEveryLook(page, axe, path, async () => {
      await page.goto(`${server.origin}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
    });
  });
}
