import { LEARNING_MESSAGES, REVIEW_MESSAGES, TEACHBACK_MIN_WORDS } from '@teachloop/shared';
import { expect, test } from './fixtures';
import { EXPLANATION, markTeachbackComplete } from './support/explanation';
import { APP_PORT } from './support/oidc-settings';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { api, createChallenge, signedInUser } from './support/two-users';

/*
 * Fair play between two students, on a fresh server so Ada's teach-back goes to Ben: a teach-back under 50
 * words cannot be completed, and a review without stars cannot be submitted.
 */
let server: FreshServer;

test.beforeAll(async () => {
  server = await startFreshServer(APP_PORT + 250 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server.stop();
});

test('a short teach-back cannot be completed, and a review without stars cannot be submitted', async ({
  browser,
}) => {
  test.slow();
  const title = 'Explain binary search with a phone book';
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  const { teachbackId } = await createChallenge(ada.page, server.origin, { title });
  expect(teachbackId, 'Ben, the only other user, is assigned the teach-back').not.toBeNull();

  // Ben: ten words are not an explanation yet; the count says how far he is, and Mark complete waits.
  await ben.page.goto(`/teachbacks/${teachbackId!}/work`);
  const notes = ben.page.getByLabel('Your explanation');
  await notes.fill('Open the book in the middle and keep the right half.');
  await expect(ben.page.getByText(`11 words (${TEACHBACK_MIN_WORDS} minimum)`)).toBeVisible();
  const complete = ben.page.getByRole('button', { name: 'Mark complete' });
  await expect(complete).toBeDisabled();
  await expect(ben.page.getByText(LEARNING_MESSAGES.teachbackTooShort)).toBeVisible();
  await notes.fill(EXPLANATION);
  await expect(complete).toBeEnabled();
  await markTeachbackComplete(ben.page);
  await expect(ben.page).toHaveURL('/dashboard');

  // Ada: Submit feedback without stars says what is missing and sends nothing; the request stays to give.
  await ada.page.goto('/feedback');
  const row = ada.page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title });
  await row.getByRole('link', { name: 'Give feedback' }).click();
  const sheet = ada.page.getByRole('dialog', { name: 'Give feedback' });
  await sheet.getByLabel('Comments').fill('Clear, and the phone book example made it click.');
  let submitted = 0;
  ada.page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/review')) submitted += 1;
  });
  await sheet.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(sheet.getByText(REVIEW_MESSAGES.ratingRequired)).toBeVisible();
  await expect(sheet.getByRole('radio', { name: '1 star' })).toBeFocused();
  expect(submitted).toBe(0);
  const { feedback } = (await api(ada.page, server.origin, 'GET', '/api/feedback')) as {
    feedback: { title: string; status: string }[];
  };
  expect(feedback.find((request) => request.title === title)?.status).toBe('pending');
});
