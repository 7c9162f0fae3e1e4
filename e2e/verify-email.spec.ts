import { expect, test } from './fixtures';
import { newUser, signUpInForm, signUpViaApi } from './support/accounts';
import { mailedLink } from './support/outbox';

const VERIFY_SUBJECT = /^Verify your Teachloop e-mail$/;

test.describe('verified e-mail', () => {
  test('sign up, land on the dashboard, open the mailed link: verified, and the banner is gone', async ({
    page,
  }) => {
    const user = newUser('Vera');
    await page.goto('/signup');
    await signUpInForm(page, user);

    // Signed in before the address is verified; the banner says what is missing.
    await expect(page).toHaveURL('/dashboard');
    const banner = page.getByText(`Check your inbox to verify ${user.email}.`);
    await expect(banner).toBeVisible();

    await page.goto(await mailedLink(user.email, VERIFY_SUBJECT));
    await expect(page.getByText('Your e-mail is verified.')).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(banner).toHaveCount(0);
  });

  test('Resend mails a new link; the old one then says it expired or was used', async ({
    page,
    expectHttpError,
  }) => {
    const user = newUser('Remy');
    await page.goto('/');
    await signUpViaApi(page, user);
    const first = await mailedLink(user.email, VERIFY_SUBJECT);
    await page.goto('/dashboard');
    const resend = page.getByRole('button', { name: 'Resend' });
    await resend.click();
    await expect(page.getByText('Sent. Check your inbox.')).toBeVisible();
    await expect(resend).toBeDisabled();

    let second = first;
    await expect.poll(async () => (second = await mailedLink(user.email, VERIFY_SUBJECT))).not.toBe(first);

    expectHttpError(400, '/api/email/verify');
    await page.goto(first);
    await expect(page.getByText('This link has expired or has already been used.')).toBeVisible();
    await page.goto(second);
    await expect(page.getByText('Your e-mail is verified.')).toBeVisible();
  });
});
