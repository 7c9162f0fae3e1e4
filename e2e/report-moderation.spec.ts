import { expect, test } from './fixtures';
import { APP_PORT } from './support/oidc-settings';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { grantModerator } from './support/moderator';
import { api, reviewRequestBetween, signedInUser } from './support/two-users';

/*
 * Reports and moderators: a learner reports a hurtful review, a moderator (granted from the command
 * line) finds it on /moderation and hides it with a reason, the audit log records it, and the learner is told
 * the outcome. Part S's spec continues from here with the suspension.
 */
let server: FreshServer;

test.beforeAll(async () => {
  // Starting a server of its own takes a while on a busy machine.
  test.setTimeout(120_000);
  server = await startFreshServer(APP_PORT + 630 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server.stop();
});

test('a reported review is hidden by a moderator and the reporter hears the outcome', async ({ browser }) => {
  test.slow();
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  const title = 'Explain tries';
  const reviewId = await reviewRequestBetween(server.origin, ada.page, ben.page, { title });
  await api(ada.page, server.origin, 'PUT', `/api/feedback/${reviewId}/review`, {
    rating: 1,
    comment: 'You clearly did not even try, hopeless.',
  });

  // Ben, the learner, reports the review he received.
  await ben.page.goto('/feedback?tab=received');
  const row = ben.page
    .getByRole('tabpanel', { name: /Received/ })
    .getByRole('listitem')
    .filter({ hasText: title })
    .first();
  await row.getByRole('button', { name: 'Report this review' }).click();
  const dialog = ben.page.getByRole('dialog', { name: 'Report this review' });
  await dialog.getByRole('radio', { name: 'Harassment' }).check();
  await dialog.getByLabel('Note (optional)').fill('Insulting, not feedback.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thanks for telling us. A moderator will look at it.');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Mia is made a moderator from the command line; /moderation shows the report with the review in context.
  const mia = await signedInUser(browser, server.origin, 'Mia');
  grantModerator(mia.account.email, server.dataDir);
  await mia.page.goto('/moderation');
  await expect(mia.page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const card = mia.page.getByRole('article', { name: 'Harassment: review' });
  await expect(card).toContainText('You clearly did not even try, hopeless.');
  await expect(card).toContainText('Reported by Ben');
  await expect(card).toContainText('“Insulting, not feedback.”');

  await card.getByRole('button', { name: 'Hide this review' }).click();
  const hide = mia.page.getByRole('dialog', { name: 'Hide this review' });
  await hide.getByLabel('Reason').fill('Insults the learner.');
  await hide.getByRole('button', { name: 'Hide' }).click();
  await expect(hide).toBeHidden();
  await expect(mia.page.getByText('No open reports. Nothing needs your attention right now.')).toBeVisible();
  const log = mia.page.getByRole('region', { name: 'Audit log' });
  await expect(log).toContainText('hid a review by Ada');
  await expect(log).toContainText('“Insults the learner.”');

  // Ben is told the outcome.
  await ben.page.goto('/notifications');
  await expect(
    ben.page.getByText('We reviewed your report of a review and removed it. Thank you.'),
  ).toBeVisible();

  // A signed-in user who is not a moderator finds no such page.
  await ben.page.goto('/moderation');
  await expect(ben.page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
