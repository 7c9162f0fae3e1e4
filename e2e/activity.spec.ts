import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newUser, signUpViaApi } from './support/accounts';
import { expectAccessibleInEveryLook, screenshotEveryLook } from './support/looks';
import { startFreshServer } from './support/fresh-server';
import { APP_PORT, appOrigin } from './support/oidc-settings';
import { api } from './support/two-users';

/*
 * The activity timeline in the browser, on the shared server: a new user's own entries (challenge titles carry a
 * unique tag), the type filter and search kept in the address, a link to the challenge's page, and axe at 1280
 * and 375 px, light and dark.
 */
const origin = appOrigin();

async function createChallenge(page: Page, title: string): Promise<string> {
  const { challenge } = (await api(page, origin, 'POST', '/api/challenges', {
    title,
    topic: 'Algorithms',
    level: 'Beginner',
    dueDays: 2,
  })) as { challenge: { id: string } };
  return challenge.id;
}

/** A signed-in user with two challenges, one completed, and a study circle (an entry of another type). */
async function userWithActivity(page: Page) {
  await signUpViaApi(page, newUser('Ada'), origin);
  const tag = randomUUID().slice(0, 6);
  const heaps = `Heaps ${tag}`;
  const tries = `Tries ${tag}`;
  const circle = `Heap lovers ${tag}`;
  const heapsId = await createChallenge(page, heaps);
  await createChallenge(page, tries);
  await api(page, origin, 'POST', `/api/challenges/${heapsId}/complete`);
  await api(page, origin, 'POST', '/api/circles', {
    name: circle,
    focus: 'Priority queues',
    level: 'Beginner',
    privacy: 'open',
    capacity: 4,
  });
  return { heaps, tries, heapsId, circle };
}

const entry = (page: Page, text: string | RegExp) =>
  page.getByRole('list', { name: 'Entries' }).getByRole('link', { name: text });

test('filters by type, searches, and follows an entry to its challenge', async ({ page }) => {
  const { heaps, tries, heapsId, circle } = await userWithActivity(page);
  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(entry(page, `Completed “${heaps}”`)).toBeVisible();
  await expect(entry(page, new RegExp(`^Created challenge “${tries}”`))).toBeVisible();
  const circleEntry = entry(page, `Created the circle “${circle}”`);
  await expect(circleEntry).toBeVisible();

  // The type chips are labels around visually hidden radios: a click lands on the label, as a user's does.
  // They name the kinds as each entry's meta line does ('Challenge · …', 'Circle · …').
  const chip = (label: string) =>
    page
      .getByRole('group', { name: 'Type' })
      .locator('label')
      .filter({ hasText: new RegExp(`^${label}$`) });
  await chip('Circle').click();
  await expect(page.getByRole('radio', { name: 'Circle' })).toBeChecked();
  await expect(page).toHaveURL(/type=circle/);
  await expect(circleEntry).toBeVisible();
  await expect(entry(page, `Completed “${heaps}”`)).toBeHidden();
  await expect(page.getByRole('list', { name: 'Entries' }).getByRole('listitem')).toHaveCount(1);

  await chip('Challenge').click();
  await expect(page.getByRole('radio', { name: 'Challenge' })).toBeChecked();
  await expect(page).toHaveURL(/type=challenge/);
  await expect(circleEntry).toBeHidden();
  await expect(entry(page, `Completed “${heaps}”`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search activity' }).fill(tries.toUpperCase());
  await expect(page).toHaveURL(/q=TRIES/);
  await expect(entry(page, `Completed “${heaps}”`)).toBeHidden();
  const created = entry(page, new RegExp(`^Created challenge “${tries}”`));
  await expect(created).toBeVisible();
  await expect(page.getByRole('list', { name: 'Entries' }).getByRole('listitem')).toHaveCount(1);

  await page.getByRole('searchbox', { name: 'Search activity' }).fill(heaps);
  await entry(page, new RegExp(`^Created challenge “${heaps}”`)).click();
  await expect(page).toHaveURL(`/challenges/${heapsId}/work`);
  await expect(page.getByRole('heading', { level: 1, name: heaps })).toBeVisible();
});

test('a user with no activity is told so', async ({ page }) => {
  // On a server of its own: on the shared one, a new user is the least loaded and gets others' teach-backs.
  const server = await startFreshServer(APP_PORT + 490 + test.info().workerIndex);
  try {
    await signUpViaApi(page, newUser('Cy'), server.origin);
    await page.goto(`${server.origin}/activity`);
    await expect(page.getByText('No activity yet.')).toBeVisible();
  } finally {
    // Leave first: the page's live stream would see the server go away as an error.
    await page.goto('about:blank');
    await server.stop();
  }
});

test('the timeline passes axe at 1280 and 375 px, light and dark, and stays within the screen', async ({
  page,
  axe,
}) => {
  const { heaps } = await userWithActivity(page);
  await expectAccessibleInEveryLook(page, axe, 'activity', async () => {
    await page.goto('/activity');
    await expect(entry(page, `Completed “${heaps}”`)).toBeVisible();
  });
});

test('activity screenshots', { tag: '@screenshots' }, async ({ page }) => {
  const { heaps } = await userWithActivity(page);
  await screenshotEveryLook(page, 'activity', async () => {
    await page.goto('/activity');
    await expect(entry(page, `Completed “${heaps}”`)).toBeVisible();
  });
});
