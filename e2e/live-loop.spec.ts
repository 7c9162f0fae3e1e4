import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newUser, signUpViaApi } from './support/accounts';
import { APP_PORT } from './support/oidc-settings';
import { EXPLANATION, markTeachbackComplete } from './support/explanation';
import { startFreshServer, type FreshServer } from './support/fresh-server';

let server: FreshServer;

test.beforeAll(async () => {
  server = await startFreshServer(APP_PORT + 50 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server.stop();
});

async function signedInPage(browser: Browser, firstName: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await signUpViaApi(page, newUser(firstName), server.origin);
  return page;
}

/** Marks the document, so a later check proves the page was updated live rather than reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-marker', 'unchanged'));
}
async function expectNotReloaded(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-e2e-marker', 'unchanged');
}

test('a challenge, its teach-back and the feedback request travel between two users live', async ({
  browser,
}) => {
  const title = 'Explain recursion with a real-world example';
  const ada = await signedInPage(browser, 'Ada');
  const ben = await signedInPage(browser, 'Ben');

  // Ben watches his dashboard; nothing is due yet (and, new here, he is not praised for it).
  await ben.goto('/dashboard');
  await expect(ben.getByText('No teach-backs due yet. Pick a challenge that’s open to teach.')).toBeVisible();
  await markDocument(ben);

  // Ada creates a challenge; the server assigns the teach-back to Ben, the only other user.
  await ada.goto('/challenges/create');
  await ada.getByLabel('Title').fill(title);
  await ada.getByLabel('Topic').fill('Computer Science');
  await ada.getByLabel('Due (days)').fill('2');
  await ada.getByRole('button', { name: 'Create' }).click();
  await expect(ada).toHaveURL('/challenges');
  await expect(ada.getByText(title)).toBeVisible();

  // Ben's open dashboard shows the new teach-back without a reload.
  const dueTeachback = ben
    .getByRole('region', { name: 'Teach-backs due' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(dueTeachback).toBeVisible({ timeout: 5_000 });
  await expectNotReloaded(ben);

  // Ada watches her challenges while Ben takes up the teach-back: her challenge becomes accepted (Start).
  const adaChallenge = ada.getByRole('listitem').filter({ hasText: title });
  await expect(adaChallenge.getByRole('link', { name: 'Continue' })).toBeVisible();
  await dueTeachback.getByRole('button', { name: 'Start' }).click();
  await expect(ben).toHaveURL(/\/teachbacks\/[^/]+\/work$/);
  await expect(adaChallenge.getByRole('button', { name: 'Start' })).toBeVisible({ timeout: 5_000 });

  // Ben saves and completes his teach-back on its work page.
  await ben.goto('/teachbacks');
  await ben.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: 'Continue' }).click();
  await expect(ben.getByText(/Requested by/)).toBeVisible();
  await ben.getByLabel('Your explanation').fill(EXPLANATION);
  await ben.getByRole('button', { name: 'Save progress' }).click();
  await expect(ben.getByRole('status').filter({ hasText: 'Progress saved.' })).toBeVisible();

  // Ada's dashboard shows the feedback request live when Ben completes.
  await ada.goto('/dashboard');
  await expect(ada.getByText('No feedback requests pending.')).toBeVisible();
  await markDocument(ada);
  await markTeachbackComplete(ben);
  await expect(ben).toHaveURL('/dashboard');
  await expect(ada.getByRole('link', { name: 'Give feedback (+10 XP)' })).toBeVisible({ timeout: 5_000 });
  await expectNotReloaded(ada);

  // Ada starts, saves notes on and completes her own challenge.
  await ada.goto('/challenges');
  await ada.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Start' }).click();
  await expect(ada).toHaveURL(/\/challenges\/[^/]+\/work$/);
  await ada.getByLabel(/notes/i).fill('Base case first, then the step that shrinks the problem.');
  await ada.getByRole('button', { name: 'Save progress' }).click();
  await expect(ada.getByRole('status').filter({ hasText: 'Progress saved.' })).toBeVisible();
  await ada.getByRole('button', { name: 'Mark complete' }).click();
  await expect(ada).toHaveURL('/dashboard');
  await expect(ada.getByText('No active challenges yet.')).toBeVisible();
});
