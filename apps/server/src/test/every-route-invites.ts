import { INVITE_COOKIE, type InvitesResponse } from '@teachloop/shared';
import { PASSWORD } from './auth-helpers';
import { authPost, sessionCookieOf, type Hit } from './every-route';
import type { TestUser } from './factories';

/**
 * The invite link: made on the inviter's first read, a friend signs up with its code (the invitation is written
 * in the sign-up's transaction, the inviter told after), the inviter reads the friend in their list, and the
 * friend deletes their account (taking the invitation and the inviter's notification with them). The bulk rows
 * hold other users' codes and invitations.
 */
export async function invites(hit: Hit, inviter: TestUser) {
  const { url } = (await hit('GET /api/invites', inviter)).json<InvitesResponse>();
  const code = new URL(url).searchParams.get('invite')!;
  const email = `invited-${Date.now()}@example.com`;
  await hit(
    'POST /api/auth/*',
    { id: '', email: '', cookie: `${INVITE_COOKIE}=${code}` },
    { params: { '*': 'sign-up/email' }, body: { name: 'Invited Friend', email, password: PASSWORD } },
  );
  // Sign-up signs nobody in: the friend logs in with the new password.
  const signedIn = await authPost(hit, 'sign-in/email', { email, password: PASSWORD });
  const friend = { id: '', email, cookie: sessionCookieOf(signedIn) };
  await hit('GET /api/invites', inviter);
  await hit('POST /api/account/delete', friend, { body: { password: PASSWORD }, status: 204 });
}
