import { expect, test } from './fixtures';
import { APP_PORT } from './support/oidc-settings';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { api, signedInUser } from './support/two-users';

/*
 * Choosing what to teach, on a fresh server: Ben, the only peer, declines Ada's teach-back with a reason; with
 * nobody left it opens to teach; Cy, who signs up later, finds it under 'Open to teach' and accepts it.
 */
let server: FreshServer;

test.beforeAll(async () => {
  server = await startFreshServer(APP_PORT + 310 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server.stop();
});

test('an assignee declines, the challenge opens to teach, and another peer accepts it', async ({
  browser,
}) => {
  const title = 'Explain recursion with mirrors';
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  const { teachback } = (await api(ada.page, server.origin, 'POST', '/api/challenges', {
    title,
    topic: 'Recursion',
    level: 'Beginner',
    dueDays: 3,
  })) as { teachback: { id: string } | null };
  expect(teachback, 'Ben, the only other user, is assigned the teach-back').not.toBeNull();

  await ben.page.goto(`/teachbacks/${teachback!.id}/work`);
  await ben.page.getByRole('button', { name: 'Decline' }).click();
  const dialog = ben.page.getByRole('dialog');
  await dialog.getByLabel('Reason (optional)').fill('I have not studied recursion yet.');
  await dialog.getByRole('button', { name: 'Decline teach-back' }).click();
  await expect(ben.page).toHaveURL('/teachbacks');
  await expect(ben.page.getByText(/open for anyone to teach/)).toBeVisible();

  const cy = await signedInUser(browser, server.origin, 'Cy');
  await cy.page.goto('/challenges?view=open');
  const row = cy.page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Recursion');
  await row.getByRole('button', { name: 'Accept challenge' }).click();
  await expect(cy.page).toHaveURL(/\/teachbacks\/[^/]+\/work$/);
  await expect(cy.page.getByText('Requested by Ada Tester')).toBeVisible();

  // Ada's own challenge is no longer waiting; she was told both times.
  const { challenges } = (await api(ada.page, server.origin, 'GET', '/api/challenges/open')) as {
    challenges: { title: string }[];
  };
  expect(challenges.map((challenge) => challenge.title)).not.toContain(title);
  await ada.page.goto('/notifications');
  await expect(ada.page.getByRole('main').getByRole('listitem')).toHaveCount(2);
});
