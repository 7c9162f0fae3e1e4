import { expect, test } from './fixtures';
import { APP_PORT } from './support/oidc-settings';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { api, signedInUser } from './support/two-users';

/*
 * Never lose words: an explanation saves as it is typed; leaving with unsaved words asks first;
 * going to the dashboard and back, and reloading, bring the words back.
 */
let server: FreshServer;

test.beforeAll(async () => {
  server = await startFreshServer(APP_PORT + 370 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server.stop();
});

test('a teach-back draft survives the dashboard and back, and a reload', async ({ browser }) => {
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  const { teachback } = (await api(ada.page, server.origin, 'POST', '/api/challenges', {
    title: 'Why binary search halves',
    topic: 'Algorithms',
    level: 'Beginner',
    dueDays: 2,
  })) as { teachback: { id: string } | null };
  expect(teachback, 'Ben, the only other user, is assigned the teach-back').not.toBeNull();
  const page = ben.page;

  await page.goto(`/teachbacks/${teachback!.id}/work`);
  await expect(page.getByRole('heading', { level: 1, name: 'Why binary search halves' })).toBeVisible();
  await expect(page).toHaveTitle('Why binary search halves · Teachloop');
  const field = page.getByLabel('Your explanation');

  // Leaving at once, before the autosave: the app asks first.
  await field.fill('Binary search keeps the half that can still hold the target.');
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const leave = page.getByRole('alertdialog', { name: 'Leave with unsaved words?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave anyway' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.goBack();
  await expect(page.getByLabel('Your explanation')).toHaveValue(
    'Binary search keeps the half that can still hold the target.',
  );

  // Typing on: saved about a second later, and a reload brings it back.
  await page
    .getByLabel('Your explanation')
    .fill('Binary search keeps the half that can hold the target. Why?');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Your explanation')).toHaveValue(
    'Binary search keeps the half that can hold the target. Why?',
  );
  const saved = (await api(page, server.origin, 'GET', `/api/teachbacks/${teachback!.id}`)) as {
    teachback: { notes: string };
  };
  expect(saved.teachback.notes).toBe('Binary search keeps the half that can hold the target. Why?');
});
