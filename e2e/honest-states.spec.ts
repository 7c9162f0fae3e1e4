import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { APP_PORT } from './support/oidc-settings';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { api, createChallenge, signedInUser, studyPair } from './support/two-users';

/*
 * Honest states: a server error is not a sign-out; going offline mid-edit says so and saves on
 * reconnect; a teach-back whose requester deleted their account says it is closed and keeps the writer's text.
 */
let server: FreshServer;

test.beforeAll(async () => {
  // A server of its own starts in seconds, but far slower on a busy machine: allow it.
  test.setTimeout(90_000);
  server = await startFreshServer(APP_PORT + 450 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server?.stop();
});

/** Ada asks for a teach-back that goes to Ben (her only circle peer); Ben has its work page open. */
async function benWritingFor(browser: Browser, title: string) {
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  await studyPair(ada.page, ben.page, server.origin, `${title} circle`);
  const { teachbackId } = await createChallenge(ada.page, server.origin, { title });
  expect(teachbackId, 'Ben, Ada’s circle peer, is assigned the teach-back').not.toBeNull();
  await ben.page.goto(`/teachbacks/${teachbackId!}/work`);
  await expect(ben.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return { ada, ben, id: teachbackId!, field: ben.page.getByLabel('Your explanation') };
}

test('a failing API shows an error with Try again on the dashboard, not the login page', async ({
  browser,
}) => {
  const { page } = await signedInUser(browser, server.origin, 'Cleo');
  await page.route('**/api/**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'internal', message: 'Something went wrong. Please try again.' },
      }),
    }),
  );
  await page.goto('/dashboard');
  // The prerendered dashboard shows first; the error once the app has started and the check failed.
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t reach Teachloop' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('alert').filter({ hasText: 'You’re not signed out' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toHaveCount(0);

  await page.unroute('**/api/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Cleo/ })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('going offline mid-edit shows the banner, says the save will retry, and saves on reconnect', async ({
  browser,
}) => {
  const { ben, id, field } = await benWritingFor(browser, 'Why heaps stay balanced');
  const page = ben.page;
  await field.fill('A heap keeps its smallest item on top.');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  await page.context().setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You’re offline.' })).toBeVisible();
  await field.fill('A heap keeps its smallest item on top, and each parent is smaller than its children.');
  await expect(page.getByText(/will retry the save when the connection returns/)).toBeVisible({
    timeout: 3_000,
  });
  await expect(page.getByText('Saving…')).toHaveCount(0);

  await page.context().setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await expect(page.getByText('You’re offline.')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Your explanation')).toHaveValue(
    'A heap keeps its smallest item on top, and each parent is smaller than its children.',
  );
  const saved = (await api(page, server.origin, 'GET', `/api/teachbacks/${id}`)) as {
    teachback: { notes: string };
  };
  expect(saved.teachback.notes).toBe(
    'A heap keeps its smallest item on top, and each parent is smaller than its children.',
  );
});

test('when the requester deletes their account, the writer sees it closed and keeps a copy', async ({
  browser,
}) => {
  const { ada, ben, field } = await benWritingFor(browser, 'How tries share prefixes');
  const page = ben.page;
  const words = 'A trie stores each shared prefix once.';
  await field.fill(words);
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  const deleted = await ada.page.request.post(`${server.origin}/api/account/delete`, {
    data: { password: ada.account.password },
    headers: { origin: server.origin },
  });
  expect(deleted.status()).toBe(204);

  // Live: the page says it is closed, with the text and ways to keep it.
  await expect(page.getByText('This teach-back is closed')).toBeVisible();
  await expect(page.getByLabel('Your explanation')).toHaveCount(0);
  await expect(page.getByLabel('Your text, kept on this device')).toHaveValue(words);
  await expect(page.getByRole('button', { name: 'Copy text' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as Markdown' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('how-tries-share-prefixes.md');
  expect(await readFile(await download.path(), 'utf8')).toBe(words);

  // Told in the bell too, and a reload still offers the copy kept on this device.
  const { notifications } = (await api(page, server.origin, 'GET', '/api/notifications')) as {
    notifications: { text: string }[];
  };
  expect(notifications.map((item) => item.text)).toContainEqual(
    expect.stringContaining('deleted their account, so your teach-back is closed'),
  );
  await page.reload();
  await expect(page.getByText('This teach-back is closed')).toBeVisible();
  await expect(page.getByLabel('Your text, kept on this device')).toHaveValue(words);
});
