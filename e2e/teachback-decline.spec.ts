import { expect, test } from './fixtures';
import { APP_PORT } from './support/oidc-settings';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { api, signedInUser, type SignedInUser } from './support/two-users';

/*
 * A pending teach-back is a choice, made where the work is listed: on a fresh server Ada's challenge goes to Ben
 * or Cy; the assignee opens it from the teach-backs list to read it (not starting it), goes back, and declines
 * it from the list. It leaves their list, and the challenge goes on to the other peer.
 */
let server: FreshServer;

test.beforeAll(async () => {
  server = await startFreshServer(APP_PORT + 730 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server.stop();
});

type Listed = { teachbacks: { id: string; title: string; status: string }[] };
const teachbacksOf = async (user: SignedInUser) =>
  ((await api(user.page, server.origin, 'GET', '/api/teachbacks')) as Listed).teachbacks;

test('declining from the teach-backs list moves the teach-back on to another peer', async ({ browser }) => {
  const title = 'Explain binary search with a phone book';
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  const cy = await signedInUser(browser, server.origin, 'Cy');
  const { teachback } = (await api(ada.page, server.origin, 'POST', '/api/challenges', {
    title,
    topic: 'Searching',
    level: 'Intermediate',
    dueDays: 3,
  })) as { teachback: { id: string } | null };
  expect(teachback).not.toBeNull();
  const [assignee, other] = (await teachbacksOf(ben)).some((item) => item.id === teachback!.id)
    ? [ben, cy]
    : [cy, ben];
  expect(await teachbacksOf(other)).toEqual([]);

  // Read it first: the title opens the work page, which asks before anything starts.
  const { page } = assignee;
  await page.goto('/teachbacks');
  const row = page.getByRole('region', { name: 'To do' }).getByRole('listitem').filter({ hasText: title });
  await expect(row.getByRole('button', { name: 'Start' })).toBeVisible();
  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/teachbacks/${teachback!.id}/work`);
  const offer = page.getByRole('region', { name: 'Will you teach this back?' });
  await expect(offer).toContainText('Intermediate');
  await expect(offer).toContainText('Searching');
  await expect(offer.getByRole('button', { name: 'Decline' })).toBeVisible();
  expect((await teachbacksOf(assignee))[0]!.status).toBe('pending');

  // Back on the list, decline it there.
  await page.goBack();
  await row.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline this teach-back?' });
  await dialog.getByLabel('Reason (optional)').fill('Not this week.');
  await dialog.getByRole('button', { name: 'Decline teach-back' }).click();
  await expect(page.getByText('Teach-back declined. It goes to another peer.')).toBeVisible();
  await expect(page).toHaveURL('/teachbacks');
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

  // The other peer now holds it, waiting to be started.
  await expect
    .poll(async () => (await teachbacksOf(other)).map((item) => [item.title, item.status]))
    .toEqual([[title, 'pending']]);
  expect(await teachbacksOf(assignee)).toEqual([]);
});
