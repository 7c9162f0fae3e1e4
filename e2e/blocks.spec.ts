import { expect, test } from './fixtures';
import { APP_PORT } from './support/oidc-settings';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { api, reviewRequestBetween, signedInUser } from './support/two-users';

/*
 * Blocking: Ada blocks Ben from his public profile, finds him in Settings → Blocked people, no
 * longer sees his reply under the review between them, and sees it again once she unblocks him.
 */
let server: FreshServer;

test.beforeAll(async () => {
  server = await startFreshServer(APP_PORT + 690 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server.stop();
});

test('a blocked person’s reply is hidden, and Unblock brings it back', async ({ browser }) => {
  test.slow();
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  const benName = ben.account.fullName;
  const reply = 'Thanks, that helped a lot.';

  // A review between them, and Ben's reply under it.
  const reviewId = await reviewRequestBetween(server.origin, ada.page, ben.page, { title: 'Explain tries' });
  await api(ada.page, server.origin, 'PUT', `/api/feedback/${reviewId}/review`, {
    rating: 5,
    comment: 'Clear and well paced.',
  });
  await api(ben.page, server.origin, 'POST', `/api/feedback/${reviewId}/replies`, { body: reply });
  // Ben's profile is public, so Ada can meet him at /u/{handle}.
  const made = await ben.page.request.fetch(`${server.origin}/api/profile/visibility`, {
    method: 'PATCH',
    headers: { origin: server.origin },
    data: { publicProfile: true },
  });
  expect(made.ok()).toBe(true);
  const { visibility } = (await made.json()) as { visibility: { handle: string } };

  const conversation = ada.page.getByRole('dialog', { name: 'Review again' }).getByRole('region', {
    name: 'Conversation',
  });
  await ada.page.goto(`/feedback/${reviewId}`);
  await expect(conversation.getByText(reply)).toBeVisible();

  // From Ben's profile: Block, confirmed.
  await ada.page.goto(`/u/${visibility.handle}`);
  await ada.page.getByRole('button', { name: `Block ${benName}` }).click();
  const confirm = ada.page.getByRole('alertdialog', { name: `Block ${benName}?` });
  await expect(confirm).toContainText('They won’t be told.');
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(ada.page.getByRole('status').filter({ hasText: `You blocked ${benName}.` })).toBeVisible();

  // Settings → Blocked people lists him.
  await ada.page.goto('/settings/profile');
  const blocked = ada.page.getByRole('list', { name: 'Blocked people' });
  await expect(blocked.getByText(benName)).toBeVisible();

  // His reply is gone from Ada's view of the conversation.
  await ada.page.goto(`/feedback/${reviewId}`);
  await expect(conversation).toBeVisible();
  await expect(conversation.getByText(reply)).toHaveCount(0);

  // Unblock restores it.
  await ada.page.goto('/settings/profile');
  await blocked.getByRole('button', { name: `Unblock ${benName}` }).click();
  await expect(ada.page.getByText(`You unblocked ${benName}.`)).toBeVisible();
  await expect(ada.page.getByText('You haven’t blocked anyone.')).toBeVisible();
  await ada.page.goto(`/feedback/${reviewId}`);
  await expect(conversation.getByText(reply)).toBeVisible();
});
