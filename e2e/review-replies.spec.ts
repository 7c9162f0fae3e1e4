import { expect, test } from './fixtures';
import { APP_PORT } from './support/oidc-settings';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import {
  api,
  markDocument,
  expectNotReloaded,
  reviewRequestBetween,
  signedInUser,
} from './support/two-users';

/*
 * After the review, a conversation: the learner replies under the review they received, the reviewer
 * sees it arrive live in the review's panel and answers in Markdown, and the learner sees the answer live.
 */
let server: FreshServer;

test.beforeAll(async () => {
  server = await startFreshServer(APP_PORT + 350 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server.stop();
});

test('the learner replies under a review, the reviewer sees it live and answers', async ({ browser }) => {
  test.slow();
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  const title = 'Explain heaps';
  const reviewId = await reviewRequestBetween(server.origin, ada.page, ben.page, { title });
  await api(ada.page, server.origin, 'PUT', `/api/feedback/${reviewId}/review`, {
    rating: 4,
    comment: 'Good, but why not a sorted list?',
  });

  // Ada, the reviewer, keeps the review's panel open: its conversation is empty.
  await ada.page.goto(`/feedback/${reviewId}`);
  const sheet = ada.page.getByRole('dialog', { name: 'Review again' });
  const adaThread = sheet.getByRole('region', { name: 'Conversation' });
  await expect(adaThread.getByText('No replies yet.', { exact: false })).toBeVisible();
  await markDocument(ada.page);

  // Ben, the learner, opens the conversation under the review he received and replies.
  await ben.page.goto('/feedback?tab=received');
  const row = ben.page
    .getByRole('tabpanel', { name: /Received/ })
    .getByRole('listitem')
    .filter({ hasText: title });
  await row.getByRole('button', { name: 'Conversation' }).click();
  const benThread = row.getByRole('region', { name: 'Conversation' });
  await benThread
    .getByRole('textbox', { name: 'Your reply' })
    .fill('Inserting into a **sorted list** costs more, right?');
  await benThread.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(benThread.getByRole('listitem').first()).toContainText('You');
  await expect(benThread.locator('strong', { hasText: 'sorted list' })).toBeVisible();
  await markDocument(ben.page);

  // It reaches Ada live, rendered, named; she answers with code.
  await expect(adaThread.getByRole('listitem').first()).toContainText('Ben');
  await expect(adaThread.locator('strong', { hasText: 'sorted list' })).toBeVisible();
  await expectNotReloaded(ada.page);
  await adaThread
    .getByRole('textbox', { name: 'Your reply' })
    .fill('Yes: `O(n)` per insert, against `O(log n)` for a heap.');
  await adaThread.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(adaThread.getByRole('listitem')).toHaveCount(2);

  // Ben sees the answer arrive without reloading.
  await expect(benThread.getByRole('listitem')).toHaveCount(2);
  await expect(benThread.locator('code', { hasText: 'O(log n)' })).toBeVisible();
  await expectNotReloaded(ben.page);

  // Ben edits his reply (within its 10 minutes); Ada deletes hers after confirming.
  const mine = benThread.getByRole('listitem').first();
  await mine.getByRole('button', { name: 'Edit' }).click();
  await mine
    .getByRole('textbox', { name: 'Edit your reply' })
    .fill('Inserting into a sorted list costs O(n), right?');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine).toContainText('edited');
  await expect(adaThread.getByRole('listitem').first()).toContainText('costs O(n), right?');

  await adaThread.getByRole('listitem').nth(1).getByRole('button', { name: 'Delete your reply' }).click();
  await ada.page
    .getByRole('alertdialog', { name: 'Delete this reply?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(adaThread.getByRole('listitem')).toHaveCount(1);
  await expect(benThread.getByRole('listitem')).toHaveCount(1);
});

test('a reply notification opens the conversation, for the reviewer and for the learner', async ({
  browser,
}) => {
  test.slow();
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  const title = 'Explain tries';
  const reviewId = await reviewRequestBetween(server.origin, ada.page, ben.page, { title });
  await api(ada.page, server.origin, 'PUT', `/api/feedback/${reviewId}/review`, {
    rating: 4,
    comment: 'Nice.',
  });
  await api(ben.page, server.origin, 'POST', `/api/feedback/${reviewId}/replies`, { body: 'Why a trie?' });

  // Ada, the reviewer: the notice opens the thread with the reply box ready, not the review form.
  await ada.page.goto('/notifications');
  await ada.page.getByRole('link', { name: new RegExp(`replied under the review of “${title}”`) }).click();
  const sheet = ada.page.getByRole('dialog', { name: 'Conversation under your review' });
  const thread = sheet.getByRole('region', { name: 'Conversation' });
  await expect(thread.getByText('Why a trie?')).toBeVisible();
  const box = thread.getByRole('textbox', { name: 'Your reply' });
  await expect(box).toBeFocused();
  await expect(box).toBeInViewport();
  await expect(sheet.getByRole('button', { name: /Submit feedback/ })).toHaveCount(0);
  await box.fill('Prefixes share their path.');
  await thread.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(thread.getByRole('listitem')).toHaveCount(2);

  // Ben, the learner: his notice opens the same conversation under the review he received.
  await ben.page.goto('/notifications');
  await ben.page.getByRole('link', { name: new RegExp(`replied under the review of “${title}”`) }).click();
  const benThread = ben.page.getByRole('region', { name: 'Conversation' });
  await expect(benThread.getByText('Prefixes share their path.')).toBeVisible();
  const benBox = benThread.getByRole('textbox', { name: 'Your reply' });
  await expect(benBox).toBeFocused();
  await expect(benBox).toBeInViewport();
});
