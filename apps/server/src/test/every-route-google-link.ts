import type { Config } from '../config';
import { loadAuthSecret } from '../auth-secret';
import { pendingLinkCookie } from '../features/auth/google-pending-link';
import { PASSWORD } from './auth-helpers';
import type { TestUser } from './factories';
import type { Hit } from './every-route';

/**
 * Safe Google linking: the settings' list, connecting from settings (Google is not configured in
 * tests, so Better Auth answers 404), a pending Google link joined by the password, and Google disconnected.
 */
export async function googleLink(hit: Hit, user: TestUser, config: Config) {
  await hit('GET /api/account/sign-in-methods', user);
  const connect = {
    provider: 'google',
    callbackURL: '/settings/account',
    errorCallbackURL: '/settings/account',
  };
  await hit('POST /api/auth/*', user, { params: { '*': 'link-social' }, body: connect, status: 404 });
  const link = {
    userId: user.id,
    email: user.email,
    providerId: 'google',
    subject: `google-${user.id}`,
    expiresAt: Date.now() + 60_000,
  };
  const pending = pendingLinkCookie(link, loadAuthSecret(config), false).split(';')[0]!;
  const confirmed = await hit(
    'POST /api/google-link/confirm',
    { ...user, cookie: pending },
    { body: { password: PASSWORD } },
  );
  // Linking Google is a credential change that ends the account's other sessions: the browser that confirmed it
  // goes on with the session the confirmation gave it.
  const session = [confirmed.headers['set-cookie'] ?? []]
    .flat()
    .find((line) => line.includes('session_token='))
    ?.split(';')[0];
  if (!session) throw new Error('confirming the Google link gave no session');
  await hit('DELETE /api/account/sign-in-methods/google', { ...user, cookie: session }, { status: 204 });
}
