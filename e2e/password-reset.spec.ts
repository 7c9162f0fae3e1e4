import { expect, test } from './fixtures';
import { logIn, newUser, signUpViaApi } from './support/accounts';
import { mailedLink } from './support/outbox';

/** The server runs without SMTP_URL in these tests, so mail lands in its dev outbox under DATA_DIR. */
const resetLinkFor = (email: string) => mailedLink(email, /^Reset your Teachloop password$/);

test('a forgotten password is reset through the e-mailed link, once', async ({ page, expectHttpError }) => {
  const user = newUser('Linus');
  await page.goto('/');
  await signUpViaApi(page, user);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const panel = page.getByRole('region', { name: /reset/i });
  await panel.getByLabel('Account email').fill(user.email);
  await panel.getByRole('button', { name: 'Send reset link' }).click();
  await expect(panel).toContainText(`Reset link sent to ${user.email}. Check your inbox.`);

  const link = await resetLinkFor(user.email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const newPassword = `${user.password}-new`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password has been changed. Log in with your new password.'),
  ).toBeVisible();

  // The link worked once; a second use lands on the explanation.
  await page.goto(link);
  await expect(page.getByText(/This reset link is invalid or has expired/)).toBeVisible();

  expectHttpError(401, '/api/auth/sign-in/email');
  await page.goto('/login');
  await logIn(page, user);
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await logIn(page, { email: user.email, password: newPassword });
  await expect(page).toHaveURL('/dashboard');
});
