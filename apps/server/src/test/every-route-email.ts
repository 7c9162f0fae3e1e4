import type { Config } from '../config';
import { PASSWORD, outbox } from './auth-helpers';
import type { Hit } from './every-route';
import type { TestUser } from './factories';

const tokenOfLink = (link: string) => new URL(link).searchParams.get('token')!;

/**
 * The address routes: a new verification link asked for and opened, a change of address asked for
 * and confirmed from the link the new address received, and a used link tried again.
 */
export async function emailAddress(hit: Hit, user: TestUser, config: Config, drain: () => Promise<void>) {
  await hit('POST /api/email/verification/resend', user, { status: 204 });
  await drain();
  const verifyLink = (await outbox(config)).filter((mail) => mail.to === user.email).at(-1)!.link!;
  await hit('POST /api/email/verify', undefined, { body: { token: tokenOfLink(verifyLink) } });
  const newEmail = `moved-${user.email}`;
  await hit('POST /api/email/change', user, { body: { newEmail, currentPassword: PASSWORD }, status: 204 });
  await drain();
  const changeLink = (await outbox(config)).filter((mail) => mail.to === newEmail).at(-1)!.link!;
  await hit('POST /api/email/verify', undefined, { body: { token: tokenOfLink(changeLink) } });
  await hit('POST /api/email/verify', undefined, { body: { token: tokenOfLink(changeLink) }, status: 400 });
}
