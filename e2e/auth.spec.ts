import { expect, test } from './fixtures';
import { logIn, newUser, signUpInForm, signUpViaApi } from './support/accounts';

test.describe('accounts', () => {
  test('sign up, check the inbox, log in to the dashboard, sign out, log back in and return to the page first asked for', async ({
    page,
  }) => {
    const user = newUser('Grace');
    await page.goto('/signup');
    await signUpInForm(page, user);
    // Sign-up signs nobody in: it says where the verification link went; the password works at once.
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeFocused();
    await expect(page.getByText(`We sent a link to ${user.email}.`)).toBeVisible();
    await page.goto('/login');
    await logIn(page, user);
    await expect(page).toHaveURL('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hey Grace, let’s keep your momentum going' }),
    ).toBeVisible();

    await page.getByRole('button', { name: `Account menu for ${user.fullName}` }).click();
    await expect(page.getByRole('menu')).toContainText(user.email);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

    await page.goto('/portfolio');
    await expect(page).toHaveURL('/login');
    await logIn(page, user);
    await expect(page).toHaveURL('/portfolio');
    await expect(page.getByRole('button', { name: `Account menu for ${user.fullName}` })).toBeVisible();
  });

  test('the session cookie lives only for the browser session, and a new browser session starts signed out', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    await signUpViaApi(page, newUser());
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/dashboard');

    const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('.session_token'));
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', expires: -1 });

    const freshSession = await browser.newContext();
    const freshPage = await freshSession.newPage();
    await freshPage.goto('/dashboard');
    await expect(freshPage).toHaveURL('/login');
    await freshSession.close();
  });

  test('a signed-in user who opens /login or /signup goes to the dashboard', async ({ page }) => {
    await page.goto('/');
    await signUpViaApi(page, newUser());
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await expect(page).toHaveURL('/dashboard');
    }
  });

  test('a wrong password and an unknown e-mail read the same', async ({ page, expectHttpError }) => {
    const user = newUser();
    await page.goto('/');
    await signUpViaApi(page, user);
    await page.context().clearCookies();
    expectHttpError(401, '/api/auth/sign-in/email');

    await page.goto('/login');
    await logIn(page, { email: user.email, password: 'not-the-password' });
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    await logIn(page, { email: `nobody-${user.email}`, password: 'not-the-password' });
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  });

  test('signing up twice with one e-mail answers as any sign-up: check your inbox', async ({ page }) => {
    const user = newUser();
    await page.goto('/');
    await signUpViaApi(page, user);
    await page.context().clearCookies();

    await page.goto('/signup');
    await signUpInForm(page, user, user.email.toUpperCase());
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
