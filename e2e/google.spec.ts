import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newUser } from './support/accounts';

/** Signs in on the test OpenID Connect provider's own pages, inside the popup. */
async function signInAtProvider(popup: Page, email: string) {
  await popup.locator('input[name="login"]').fill(email);
  await popup.locator('input[name="password"]').fill('any password');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await popup.getByRole('button', { name: 'Continue' }).click();
}

test.describe('Google sign-in in a popup', () => {
  test('signs the opener in and goes where a password login would', async ({ page }) => {
    const { email } = newUser('Hopper');
    await page.goto('/teachbacks');
    await expect(page).toHaveURL('/login');

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await signInAtProvider(popup, email);
    await popup.waitForEvent('close');

    await expect(page).toHaveURL('/teachbacks');
    const name = `Google ${email.split('@')[0]}`;
    await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
  });

  test('signs up from the signup page and lands on the dashboard', async ({ page }) => {
    await page.goto('/signup');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign up with Google' }).click();
    await signInAtProvider(await popupOpened, newUser('Lamport').email);
    await expect(page).toHaveURL('/dashboard');
  });

  test('a callback with a state the server never gave ends on the popup page, which says so', async ({
    page,
  }) => {
    await page.goto('/api/auth/callback/google?code=forged&state=forged');
    await expect(page).toHaveURL(/\/auth\/popup-complete\?error=\w+/);
    await expect(page.getByRole('alert')).toHaveText('Couldn’t sign you in. Please try again.');
  });

  test('a blocked popup says so', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your browser blocked the popup. Allow popups and try again.',
    );
  });

  test('a popup closed before completing says so, and the visitor stays signed out', async ({ page }) => {
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await popup.locator('input[name="login"]').waitFor();
    await popup.close();
    await expect(page.getByRole('alert')).toHaveText('Google popup closed before completing.');
    await expect(page).toHaveURL('/login');
  });
});
