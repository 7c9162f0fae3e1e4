import { expect, test } from './fixtures';
import { fillSignUpForm, logIn, newUser, signUpInForm, signUpViaApi } from './support/accounts';

test.describe('accounts', () => {
  test('sign up lands on the dashboard signed in (Back does not return to the form), sign out, log back in and return to the page first asked for', async ({
    page,
  }) => {
    const user = newUser('Grace');
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Join Now' }).click();
    await expect(page).toHaveURL('/signup');
    await signUpInForm(page, user);
    await expect(page).toHaveURL('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hey Grace, let’s keep your momentum going' }),
    ).toBeVisible();
    // The address is still to be proven: the banner says where the link went.
    await expect(page.getByText(`Check your inbox to verify ${user.email}.`)).toBeVisible();
    // History was replaced: Back leaves for the page before the form, not the form.
    await page.goBack();
    await expect(page).toHaveURL('/');

    await page.goto('/dashboard');
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

  test('signing up with a registered e-mail, in any letter case, says it is already registered', async ({
    page,
    expectHttpError,
  }) => {
    const user = newUser();
    await page.goto('/');
    await signUpViaApi(page, user);
    await page.context().clearCookies();
    expectHttpError(409, '/api/auth/sign-up/email');

    await page.goto('/signup');
    await fillSignUpForm(page, user, user.email.toUpperCase());
    await expect(page.getByRole('alert')).toHaveText('This email is already registered.');
    await expect(page).toHaveURL('/signup');
  });
});
