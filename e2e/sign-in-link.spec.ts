import { expect, test } from './fixtures';
import { logIn, newUser } from './support/accounts';
import { appOrigin } from './support/oidc-settings';
import { mailedLink } from './support/outbox';

test('a locked-out owner on a new browser signs in through the e-mailed sign-in link', async ({
  page,
  browser,
  request,
  playwright,
  expectHttpError,
}) => {
  const origin = appOrigin();
  const owner = newUser('Lockedout');
  // The owner's account, made from elsewhere (sign-up signs that client in; this browser and the stranger's
  // client have never signed in: no device cookie).
  const elsewhere = await playwright.request.newContext();
  const signedUp = await elsewhere.post(`${origin}/api/auth/sign-up/email`, {
    data: { name: owner.fullName, email: owner.email, password: owner.password },
    headers: { origin },
  });
  expect(signedUp.ok()).toBe(true);
  await elsewhere.dispose();

  // A stranger guesses until sign-in for the account is throttled from this address.
  for (let attempt = 0; attempt < 10; attempt++) {
    const guess = await request.post(`${origin}/api/auth/sign-in/email`, {
      data: { email: owner.email, password: `wrong guess ${attempt}` },
      headers: { origin },
    });
    expect(guess.status()).toBe(401);
  }

  // The owner's correct password is throttled too; the page offers the way in that strangers cannot block.
  expectHttpError(429, '/api/auth/sign-in/email');
  await page.goto('/login');
  await logIn(page, owner);
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please wait and try again.');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText(/^Check your inbox\./)).toBeVisible();

  // The mailed link opens a page that signs in only when asked (a mail scanner's visit spends nothing).
  const link = await mailedLink(owner.email, /^Your Teachloop sign-in link$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with your link' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toEqual(
    expect.arrayContaining(['teachloop.session_token', 'teachloop.device']),
  );

  // Back does not return to the spent link's page: it was replaced in the history.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/sign-in-link/);

  // The link worked once: another browser that opens it is told so.
  const otherBrowser = await browser.newContext();
  const other = await otherBrowser.newPage();
  await other.goto(link);
  await other.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(other.getByRole('alert')).toHaveText(
    'This sign-in link is invalid, used or has expired. Ask for a new one from the login page.',
  );
  await otherBrowser.close();
});
