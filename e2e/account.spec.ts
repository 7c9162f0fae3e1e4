import { expect, test } from './fixtures';
import { logIn, newUser, signUpViaApi } from './support/accounts';
import { expectAccessibleInEveryLook } from './support/looks';

test('changing the password signs the other device out, and the new password signs in', async ({
  page,
  browser,
  axe,
  expectHttpError,
}) => {
  const user = newUser('Hedy');
  await page.goto('/');
  await signUpViaApi(page, user);
  // A second device: its own browser context, signed in with the same account.
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await phonePage.goto('/login');
  await logIn(phonePage, user);
  await expect(phonePage).toHaveURL(/\/dashboard/);

  // The page's live-update stream opens once the page has loaded; changing the password before then would
  // open it with the session the change ends (a 401, then a retry with the new one). Start once it is open.
  const streamOpen = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200,
  );
  await page.goto('/settings/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await streamOpen;
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText('This device')).toBeVisible();

  const form = page.getByRole('region', { name: 'Password' });
  const newPassword = `${user.password}-changed`;
  await form.getByLabel('Current password', { exact: true }).fill(user.password);
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Password changed. Your other devices have been signed out.')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);

  // The phone is signed out: its next visit to a signed-in page goes to the login page.
  await phonePage.goto('/dashboard');
  await expect(phonePage).toHaveURL(/\/login/);
  expectHttpError(401, '/api/auth/sign-in/email');
  await logIn(phonePage, user);
  await expect(phonePage.getByRole('alert')).toContainText('Incorrect email or password.');
  await logIn(phonePage, { email: user.email, password: newPassword });
  await expect(phonePage).toHaveURL(/\/dashboard/);
  await phone.close();

  await expectAccessibleInEveryLook(page, axe, 'account settings', async () => {
    await page.goto('/settings/account');
    await expect(devices.getByRole('listitem').first()).toBeVisible();
  });
});

test('deleting the account asks for the password, signs out, and the address can no longer sign in', async ({
  page,
  axe,
  expectHttpError,
}) => {
  const user = newUser('Rosa');
  await page.goto('/');
  await signUpViaApi(page, user);
  await page.goto('/settings/account');
  const section = page.getByRole('region', { name: 'Delete account' });
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Your password', { exact: true })).toBeFocused();
  await expectAccessibleInEveryLook(page, axe, 'delete account dialog', async () => {
    // Opened afresh in each look, once its fade-in has ended: colours caught mid-transition fail contrast.
    await page.goto('/settings/account');
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog).toBeVisible();
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  });

  // Escape closes it and nothing happens; focus returns to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('button', { name: 'Delete my account' })).toBeFocused();

  await section.getByRole('button', { name: 'Delete my account' }).click();
  expectHttpError(400, '/api/account/delete');
  await dialog.getByLabel('Your password', { exact: true }).fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Your current password is incorrect.');

  await dialog.getByLabel('Your password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join Now' }).first()).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  expectHttpError(401, '/api/auth/sign-in/email');
  await logIn(page, user);
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password.');
});
