import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './support/accounts';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { grantModerator } from './support/moderator';
import { APP_PORT } from './support/oidc-settings';
import { api, reviewRequestBetween, signedInUser } from './support/two-users';

/*
 * A reviewer writes a review, its learner reports it (and her profile) through the Report buttons, a moderator hides it on /moderation and suspends
 * its author; the author's open page is signed out at once, live, showing the spec's message with the date the
 * suspension ends and how to appeal, and signing in again shows the same.
 */
let server: FreshServer;

/** Fills the open report dialog with 'Harassment' and sends it. */
async function sendReport(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('radio', { name: 'Harassment' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thanks for telling us. A moderator will look at it.');
  await dialog.getByRole('button', { name: 'Done' }).click();
}

test.beforeAll(async () => {
  server = await startFreshServer(APP_PORT + 650 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server.stop();
});

test('a moderator hides a reported review and suspends its author, who can no longer sign in', async ({
  browser,
}) => {
  test.slow();
  // Only the two of them exist while the teach-back is assigned: it goes to Ben.
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  const reviewId = await reviewRequestBetween(server.origin, ada.page, ben.page, { title: 'Explain tries' });
  const comment = 'This explanation is useless, like you.';
  await api(ada.page, server.origin, 'PUT', `/api/feedback/${reviewId}/review`, { rating: 1, comment });

  // Ben, the learner, reports the review he received, and its author's public profile.
  const published = await ada.page.request.fetch(`${server.origin}/api/profile/visibility`, {
    method: 'PATCH',
    headers: { origin: server.origin },
    data: { publicProfile: true },
  });
  const { visibility } = (await published.json()) as { visibility: { handle: string } };
  await ben.page.goto('/feedback?tab=received');
  const received = ben.page
    .getByRole('tabpanel', { name: /Received/ })
    .getByRole('listitem')
    .filter({ hasText: 'Explain tries' })
    .first();
  await received.getByRole('button', { name: 'Report this review' }).click();
  await sendReport(ben.page, 'Report this review');
  await ben.page.goto(`/u/${visibility.handle}`);
  await ben.page.getByRole('button', { name: 'Report this profile' }).click();
  await sendReport(ben.page, 'Report this profile');

  const mo = await signedInUser(browser, server.origin, 'Mo');
  grantModerator(mo.account.email, server.dataDir);
  // Ada keeps a signed-in page open.
  await ada.page.goto('/dashboard');
  await expect(ada.page.getByRole('heading', { level: 1 })).toBeVisible();

  await mo.page.goto('/moderation');
  const queue = mo.page.getByRole('region', { name: 'Open reports' });
  const reviewReport = queue.getByRole('article', { name: 'Harassment: review' });
  await expect(reviewReport.getByText(comment)).toBeVisible();

  // Hide the review: its report is resolved and leaves the queue.
  await reviewReport.getByRole('button', { name: 'Hide this review' }).click();
  const hide = mo.page.getByRole('dialog', { name: 'Hide this review' });
  await hide.getByLabel('Reason').fill('Insults the learner.');
  await hide.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(hide).toBeHidden();
  await expect(reviewReport).toBeHidden();

  // Suspend its author for a week, from the report about her profile.
  const profileReport = queue.getByRole('article', { name: 'Harassment: profile' });
  await profileReport.getByRole('button', { name: `Suspend ${ada.account.fullName}` }).click();
  const suspend = mo.page.getByRole('dialog', { name: `Suspend ${ada.account.fullName}?` });
  await suspend.getByLabel('Reason').fill('Harassment of a learner.');
  await suspend.getByRole('radio', { name: 'For 7 days' }).check();
  await suspend.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(suspend).toBeHidden();
  // The suspension resolved the report about her: the queue is empty, the account is listed.
  await expect(profileReport).toBeHidden();
  const suspended = mo.page.getByRole('region', { name: 'Suspended accounts' });
  await expect(suspended.getByText(ada.account.fullName)).toBeVisible();
  await expect(suspended.getByText('Reason: Harassment of a learner.')).toBeVisible();

  // Ada's open page is signed out at once, live, without a reload: the login page says why and how to appeal.
  await expect(ada.page).toHaveURL(/\/login/);
  const notice = ada.page.getByRole('alert');
  await expect(notice).toContainText('This account has been disabled.');
  await expect(notice).toContainText('Your suspension ends on');
  await expect(ada.page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expect(
    ada.page.getByRole('button', { name: `Account menu for ${ada.account.fullName}` }),
  ).toHaveCount(0);
  // Signing in again is refused with the same words.
  await logIn(ada.page, ada.account);
  const alert = ada.page.getByRole('alert');
  await expect(alert).toContainText('This account has been disabled.');
  await expect(alert).toContainText('Your suspension ends on');
  await expect(ada.page).toHaveURL(/\/login/);

  // Lifting lets her sign in again.
  await suspended.getByRole('button', { name: `Lift the suspension of ${ada.account.fullName}` }).click();
  await expect(suspended.getByText(`${ada.account.fullName} can sign in again.`)).toBeVisible();
  await logIn(ada.page, ada.account);
  await expect(ada.page).not.toHaveURL(/\/login/);
});
