import { expect, test } from './fixtures';
import { EXPLANATION } from './support/explanation';
import { APP_PORT } from './support/oidc-settings';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import type { Page } from '@playwright/test';
import {
  api,
  createChallenge,
  expectNotReloaded,
  markDocument,
  signedInUser,
  studyPair,
} from './support/two-users';

/*
 * The owner's side of a challenge, on a fresh server where Ben is Ada's only peer: Ada watches Ben take up,
 * work on and complete her challenge's teach-back live, then rates it, which completes it and pays once; she is
 * asked before closing one nobody taught; she edits another, not yet started, and deletes it, and Ben is told.
 */
let server: FreshServer;
/** Live updates and first loads, given time on a busy machine. */
const LIVE = { timeout: 15_000 };

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  // Starting a server of its own takes longer than a hook's default on a busy machine.
  test.setTimeout(120_000);
  server = await startFreshServer(APP_PORT + 390 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server?.stop();
});

/** Ada's challenge, whose teach-back goes to Ben, her only peer on this fresh server. */
async function adasChallenge(page: Page, title: string) {
  const { challengeId, teachbackId } = await createChallenge(page, server.origin, {
    title,
    dueDays: 3,
    description: 'Say what it is, give an example.',
  });
  expect(teachbackId, 'Ben, Ada’s only peer, is assigned the teach-back').not.toBeNull();
  return { challengeId, teachbackId: teachbackId! };
}

/** Ada's XP as the server counts it. */
async function xpOf(page: Page): Promise<number> {
  const { profile } = (await api(page, server.origin, 'GET', '/api/profile')) as { profile: { xp: number } };
  return profile.xp;
}

test('the owner sees their teacher start, work and complete live, then a 4-star review completes it and pays once', async ({
  browser,
}) => {
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  const { challengeId, teachbackId } = await adasChallenge(ada.page, 'Explain binary search');

  await ada.page.goto(`/challenges/${challengeId}/work`);
  const stands = ada.page.getByRole('region', { name: 'Where it stands' });
  const status = stands.getByRole('status');
  await expect(status).toContainText('Ben Tester is writing', LIVE);
  await expect(stands.getByText('Pending')).toBeVisible(LIVE);
  await expect(ada.page.getByRole('button', { name: 'Edit' })).toBeVisible(LIVE);
  await markDocument(ada.page);

  await api(ben.page, server.origin, 'POST', `/api/teachbacks/${teachbackId}/start`);
  await expect(stands.getByText('In progress')).toBeVisible(LIVE);
  await expect(ada.page.getByText(/can no longer be edited or deleted/)).toBeVisible(LIVE);
  await expect(ada.page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await api(ben.page, server.origin, 'PUT', `/api/teachbacks/${teachbackId}/notes`, {
    notes: `## The idea\n\n${EXPLANATION}`,
  });
  await expect(stands.getByRole('heading', { name: 'The idea' })).toHaveCount(0);
  await api(ben.page, server.origin, 'POST', `/api/teachbacks/${teachbackId}/complete`);
  await expect(status).toContainText('Ready for your review', LIVE);
  await expect(stands.getByRole('heading', { name: 'The idea' })).toBeVisible(LIVE);
  await expectNotReloaded(ada.page);
  const before = await xpOf(ada.page);

  // The next step is the page's main button; rating the explanation completes the challenge.
  await stands.getByRole('link', { name: 'Review Ben Tester’s explanation' }).click();
  await expect(ada.page).toHaveURL(/\/feedback\/[^/]+$/);
  const sheet = ada.page.getByRole('dialog', { name: 'Give feedback' });
  await expect(sheet).toBeVisible(LIVE);
  // The stars by keyboard, as the radio group is built: focus one, Space picks it.
  await sheet.getByRole('radio', { name: '4 stars' }).focus();
  await ada.page.keyboard.press('Space');
  await expect(sheet.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await sheet.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(sheet).toHaveCount(0, LIVE);

  await ada.page.goto(`/challenges/${challengeId}/work`);
  await expect(stands.getByRole('status')).toContainText('Reviewed', LIVE);
  await expect(ada.page.getByText('Completed').first()).toBeVisible();
  await expect(ada.page.getByRole('button', { name: 'Mark complete' })).toHaveCount(0);
  // The challenge's 25 points, once (a rating without a comment earns the reviewer nothing of its own).
  expect((await xpOf(ada.page)) - before).toBe(25);
});

test('Mark complete on a challenge nobody has taught asks first: Cancel keeps it open, confirming pays nothing', async ({
  browser,
}) => {
  const ada = await signedInUser(browser, server.origin, 'Ada');
  await signedInUser(browser, server.origin, 'Ben');
  const { challengeId } = await adasChallenge(ada.page, 'Explain tries');
  const before = await xpOf(ada.page);

  await ada.page.goto(`/challenges/${challengeId}/work`);
  await ada.page.getByRole('button', { name: 'Mark complete' }).click();
  const ask = ada.page.getByRole('alertdialog', { name: 'Nobody has taught this yet. Close it anyway?' });
  await expect(ask).toContainText('It will earn no XP.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(ada.page).toHaveURL(`/challenges/${challengeId}/work`);
  const open = (await api(ada.page, server.origin, 'GET', `/api/challenges/${challengeId}`)) as {
    challenge: { status: string };
  };
  expect(open.challenge.status).not.toBe('completed');

  await ada.page.getByRole('button', { name: 'Mark complete' }).click();
  await ask.getByRole('button', { name: 'Close it anyway' }).click();
  await expect(ada.page).toHaveURL('/dashboard');
  const closed = (await api(ada.page, server.origin, 'GET', `/api/challenges/${challengeId}`)) as {
    challenge: { status: string };
  };
  expect(closed.challenge.status).toBe('completed');
  expect(await xpOf(ada.page)).toBe(before);
});

test('the owner edits a challenge not started, then deletes it; the peer is told', async ({ browser }) => {
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  // Others signed up before: a shared circle makes Ben the one asked.
  await studyPair(ada.page, ben.page, server.origin, 'Hashing pair');
  const { challengeId } = await adasChallenge(ada.page, 'Explain hashing');

  await ada.page.goto(`/challenges/${challengeId}/work`);
  await ada.page.getByRole('button', { name: 'Edit' }).click();
  const form = ada.page.getByRole('dialog', { name: 'Edit challenge' });
  await expect(form.getByLabel('Title')).toHaveValue('Explain hashing');
  await form.getByLabel('Title').fill('Explain hash tables');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toHaveCount(0);
  await expect(ada.page.getByRole('heading', { level: 1, name: 'Explain hash tables' })).toBeVisible(LIVE);

  await ada.page.getByRole('button', { name: 'Delete' }).click();
  const confirm = ada.page.getByRole('alertdialog', { name: 'Delete “Explain hash tables”?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(ada.page).toHaveURL('/challenges');
  await expect(ada.page.getByText('Challenge “Explain hash tables” deleted.')).toBeVisible(LIVE);

  await ben.page.goto('/notifications');
  await expect(ben.page.getByText(/“Explain hash tables” was deleted by its author/)).toBeVisible(LIVE);
  await ada.page.goto(`/challenges/${challengeId}/work`);
  await expect(ada.page.getByRole('heading', { level: 1, name: 'Challenge not found' })).toBeVisible(LIVE);
});
