import type { Page } from '@playwright/test';
import { FAIR_PLAY_TEXTS } from '@teachloop/shared';
import { expect, test } from './fixtures';
import { APP_PORT } from './support/oidc-settings';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { signedInUser } from './support/two-users';

/*
 * Fair play, alone: on a fresh server the student is the only user, so nobody can teach their challenge back.
 * Completing it pays nothing, and the page says how its points are earned.
 */
let server: FreshServer;

test.beforeAll(async () => {
  server = await startFreshServer(APP_PORT + 230 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server.stop();
});

function stat(page: Page, label: string) {
  return page.getByRole('list', { name: 'Your stats' }).getByRole('listitem').filter({ hasText: label });
}

test('a student alone completes their own challenge: 0 XP, and the hint how to earn it', async ({
  browser,
}) => {
  const title = 'Explain photosynthesis to a ten-year-old';
  const solo = await signedInUser(browser, server.origin, 'Sol');
  await solo.page.goto('/challenges/create');
  await solo.page.getByLabel('Title').fill(title);
  await solo.page.getByLabel('Topic').fill('Biology');
  await solo.page.getByRole('button', { name: 'Create' }).click();
  await expect(solo.page).toHaveURL('/challenges');

  await solo.page
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('link', { name: 'Continue' })
    .click();
  await expect(solo.page).toHaveURL(/\/challenges\/[^/]+\/work$/);
  await expect(solo.page.getByText(FAIR_PLAY_TEXTS.noPeer)).toBeVisible();
  await solo.page.getByRole('button', { name: 'Mark complete' }).click();
  // Nobody has taught it: closing it asks first.
  await solo.page.getByRole('alertdialog').getByRole('button', { name: 'Close it anyway' }).click();
  await expect(solo.page).toHaveURL('/dashboard');
  await expect(stat(solo.page, 'XP')).toContainText('0');
  await expect(stat(solo.page, 'XP')).not.toContainText('25');

  // The completed challenge still says how its points are earned.
  await solo.page.goto('/challenges');
  await solo.page
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('link', { name: 'View' })
    .click();
  await expect(solo.page.getByText(FAIR_PLAY_TEXTS.noPeer)).toBeVisible();
});
