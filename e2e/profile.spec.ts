import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appOrigin } from './support/oidc-settings';
import { signedInUser, studyPair, teachBack } from './support/two-users';

/*
 * Profile settings in the built app: a new name and photo show in the header at once, in this tab and live in
 * another tab of the same user (no reload), and on the leaderboard; a user without a name (a Google account
 * that gives none) is asked for one before anything else.
 */
const origin = appOrigin();
// A real 1×1 PNG: the server crops and resizes it to 64 and 256 px WebP.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const accountMenu = (page: Page, name: string) =>
  page.getByRole('button', { name: `Account menu for ${name}` });

test('a new name and photo show in the header at once, live in another tab, and on the leaderboard', async ({
  browser,
}) => {
  const ada = await signedInUser(browser, origin, 'Ada');
  const ben = await signedInUser(browser, origin, 'Ben');
  await studyPair(ben.page, ada.page, origin, `Profile pair ${randomUUID().slice(0, 6)}`);
  await teachBack(ben.page, ada.page, origin, 'Sorting by hand');

  // A second tab of Ada's, on another page: it must follow without a reload.
  const otherTab = await ada.page.context().newPage();
  await otherTab.goto('/dashboard');
  await expect(accountMenu(otherTab, ada.account.fullName)).toBeVisible();

  const page = ada.page;
  await page.goto('/settings/profile');
  const details = page.getByRole('region', { name: 'Name and bio' });
  const newName = `Ada Renamed ${randomUUID().slice(0, 6)}`;
  await details.getByLabel('Display name').fill(newName);
  await details.getByLabel('Bio').fill('I like sorting things by hand.');
  await details.getByRole('button', { name: 'Save profile' }).click();
  await expect(details.getByText('Profile saved.')).toBeVisible();
  await expect(accountMenu(page, newName)).toBeVisible();
  await expect(accountMenu(otherTab, newName)).toBeVisible();

  const photo = page.getByRole('region', { name: 'Photo' });
  await photo
    .getByLabel('Upload photo')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: PNG });
  await expect(photo.getByText('Photo updated.')).toBeVisible();
  const headerPhoto = accountMenu(page, newName).locator('img');
  await expect(headerPhoto).toHaveAttribute('src', /^\/api\/avatars\/[\w-]+\/[\w-]+\/64$/);
  await expect(headerPhoto).toHaveJSProperty('naturalWidth', 64);
  await expect(accountMenu(otherTab, newName).locator('img')).toHaveAttribute('src', /\/api\/avatars\//);

  // On the leaderboard too: the new name, with the photo beside it.
  await page.goto('/leaderboard');
  const myRow = page.getByRole('row').filter({ hasText: 'You' });
  await expect(myRow).toContainText(newName);
  await expect(myRow.locator('img')).toHaveAttribute('src', /^\/api\/avatars\/[\w-]+\/[\w-]+\/64$/);

  await page.goto('/settings/profile');
  await photo.getByRole('button', { name: 'Remove photo' }).click();
  await expect(photo.getByText('Photo removed. Your initial shows instead.')).toBeVisible();
  await expect(accountMenu(page, newName).locator('img')).toHaveCount(0);
  await expect(accountMenu(page, newName)).toHaveText('A');
});

test('a signed-in user without a name chooses one before anything else', async ({ page }) => {
  const email = `nameless-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.locator('input[name="login"]').fill(email);
  await popup.locator('input[name="password"]').fill('any password');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await popup.getByRole('button', { name: 'Continue' }).click();
  await popup.waitForEvent('close');

  await expect(page.getByRole('heading', { level: 1, name: 'Choose your name' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your full name.')).toBeVisible();
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Hey Grace/ })).toBeVisible();
  await expect(accountMenu(page, 'Grace Hopper')).toBeVisible();
});
