import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, newUser, signUpViaApi, type TestUser } from './support/accounts';
import { mailedLink } from './support/outbox';
import { createChallenge } from './support/two-users';

/** Signs in on the test OpenID Connect provider's own pages (it verifies every address it is given). */
async function signInAtProvider(popup: Page, email: string) {
  await popup.locator('input[name="login"]').fill(email);
  await popup.locator('input[name="password"]').fill('any password');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await popup.getByRole('button', { name: 'Continue' }).click();
}

/** 'Continue with Google' on /login, signing in at the provider as `email`. */
async function continueWithGoogle(page: Page, email: string) {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(await popupOpened, email);
}

/** A browser of its own with `user` signed up by password and on the dashboard, its live stream open. */
async function passwordUserOnDashboard(browser: Browser, user: TestUser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signUpViaApi(page, user);
  const streamOpen = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200,
  );
  await page.goto('/dashboard');
  await streamOpen;
  return page;
}

test('the owner of an address someone registered without proving it gets a fresh account with Google', async ({
  page,
  browser,
  expectHttpError,
}) => {
  const owner = newUser('Owner');
  const squatter = await passwordUserOnDashboard(browser, { ...owner, password: 'the squatters password' });
  await createChallenge(squatter, new URL(squatter.url()).origin, {
    title: 'The squatters private challenge',
  });

  await continueWithGoogle(page, owner.email);
  await expect(page).toHaveURL('/dashboard');
  // Nothing of the squatter's passes on: the name is Google's, and the squatter's challenge is not theirs.
  await expect(
    page.getByRole('button', { name: `Account menu for Google ${owner.email.split('@')[0]}` }),
  ).toBeVisible();
  await page.goto('/challenges');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('The squatters private challenge')).toHaveCount(0);

  // The squatter's session ended with the takeover: the next signed-in page sends them to the login page,
  // and their password no longer signs in.
  await squatter.goto('/dashboard');
  await expect(squatter).toHaveURL(/\/login/);
  expectHttpError(401, '/api/auth/sign-in/email');
  await logIn(squatter, { email: owner.email, password: 'the squatters password' });
  await expect(squatter.getByRole('alert')).toContainText('Incorrect email or password.');
  await squatter.context().close();
});

test('a verified password account connects Google once its password is proved, then Google signs in', async ({
  page,
  browser,
  expectHttpError,
}) => {
  const user = newUser('Verified');
  const other = await passwordUserOnDashboard(browser, user);
  const token = new URL(await mailedLink(user.email, /Verify your Teachloop e-mail/)).searchParams.get(
    'token',
  );
  const verified = await other.request.post('/api/email/verify', {
    data: { token },
    headers: { origin: new URL(other.url()).origin },
  });
  expect(verified.ok()).toBe(true);
  await other.context().close();

  await continueWithGoogle(page, user.email);
  const form = page.getByRole('form', { name: /An account with this e-mail exists/ });
  await expect(form).toBeVisible();
  await expect(page).toHaveURL('/login');

  expectHttpError(401, '/api/google-link/confirm');
  await form.getByLabel('Password', { exact: true }).fill('not the password');
  await form.getByRole('button', { name: 'Connect Google and sign in' }).click();
  await expect(form.getByRole('alert')).toContainText('Incorrect email or password.');
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Connect Google and sign in' }).click();
  await expect(page).toHaveURL('/dashboard');

  // With no session left (off the app, so nothing is asked as a signed-out user), Google alone now signs in to
  // the same account.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await continueWithGoogle(page, user.email);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('button', { name: `Account menu for ${user.fullName}` })).toBeVisible();
});
