import type { Page } from '@playwright/test';
import type { InvitesResponse } from '@teachloop/shared';
import { expect, test } from './fixtures';
import { newUser, signUpInForm } from './support/accounts';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { APP_PORT, appOrigin } from './support/oidc-settings';
import { api, signedInUser } from './support/two-users';

/*
 * The invite link: Ada copies her personal link from the dashboard's invite card; a friend opens it
 * in a browser of their own and signs up; Ada sees the friend in her card at once (a live update), and after a
 * reload, and is told in the notification centre.
 */
test.describe('on a fresh server', () => {
  let server: FreshServer;
  test.beforeAll(async () => {
    server = await startFreshServer(APP_PORT + 470 + test.info().workerIndex);
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('a friend who signs up from the copied invite link shows on the inviter’s dashboard', async ({
    browser,
  }) => {
    const ada = await signedInUser(browser, server.origin, 'Ada', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await ada.page.goto('/dashboard');
    const card = ada.page.getByRole('region', { name: 'Invite a friend' });
    // The card arrives in a chunk of its own after the dashboard's first paint.
    await expect(card.getByText('Nobody has joined from your link yet.')).toBeVisible({ timeout: 15_000 });
    await card.getByRole('button', { name: 'Copy link' }).click();
    await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
    const link = await ada.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/signup\?invite=[A-Za-z0-9_-]{22}$/);
    expect(new URL(link).origin).toBe(server.origin);
    await expect(card.getByLabel('Your invite link')).toHaveValue(link);

    const friendContext = await browser.newContext({ baseURL: server.origin });
    const friend = await friendContext.newPage();
    const account = newUser('Ana');
    await friend.goto(link);
    // Sign-up signs Ana in and lands on her dashboard.
    await signUpInForm(friend, account);

    // Live: Ada's open dashboard lists Ana without a reload.
    const joined = `${account.fullName} joined from your invite · just now`;
    await expect(card.getByRole('listitem')).toHaveText([joined]);
    await ada.page.reload();
    await expect(ada.page.getByRole('region', { name: 'Invite a friend' }).getByRole('listitem')).toHaveText([
      joined,
    ]);
    await ada.page.goto('/notifications');
    await expect(ada.page.getByText(`${account.fullName} joined Teachloop from your invite`)).toBeVisible();

    // Ana's own card lists nobody: she was invited, she invited no one.
    await friend.goto('/dashboard');
    await expect(
      friend
        .getByRole('region', { name: 'Invite a friend' })
        .getByText('Nobody has joined from your link yet.'),
    ).toBeVisible();
    await friendContext.close();
  });
});

/** Signs in on the test OpenID Connect provider's own pages (Google's stand-in), inside the popup. */
async function signInAtProvider(popup: Page, email: string) {
  await popup.locator('input[name="login"]').fill(email);
  await popup.locator('input[name="password"]').fill('any password');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await popup.getByRole('button', { name: 'Continue' }).click();
}

// The shared server, where Google sign-in is set up (a local OpenID Connect provider stands in for Google).
test('a friend who signs up with Google from the invite link is counted as invited too', async ({
  browser,
}) => {
  const origin = appOrigin();
  const ada = await signedInUser(browser, origin, 'Ada');
  const { url } = (await api(ada.page, origin, 'GET', '/api/invites')) as InvitesResponse;

  const friendContext = await browser.newContext({ baseURL: origin });
  const friend = await friendContext.newPage();
  const { email } = newUser('Grace');
  await friend.goto(url);
  const popupOpened = friend.waitForEvent('popup');
  await friend.getByRole('button', { name: 'Sign up with Google' }).click();
  await signInAtProvider(await popupOpened, email);
  await expect(friend).toHaveURL('/dashboard');

  const { accepted } = (await api(ada.page, origin, 'GET', '/api/invites')) as InvitesResponse;
  expect(accepted.map((invite) => invite.name)).toEqual([`Google ${email.split('@')[0]}`]);
  await friendContext.close();
});
