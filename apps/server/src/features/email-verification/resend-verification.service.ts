import type { SessionUser } from '@teachloop/shared';
import type { AppContext } from '../../app-deps';
import { HOUR_MS } from '../rate-limit/limited-by';
import { sendVerification, type EmailDeps } from './email-address.service';

const MINUTE_MS = 60_000;

/**
 * What 'Resend' did: mailed a link, left the one mailed less than a minute ago to be used, or was refused by the
 * hour's cap (the route answers 429 with Retry-After).
 */
export type ResendOutcome = 'sent' | 'just-sent' | { refusedForSeconds: number };

/**
 * 'Resend': a new verification link, one a minute and five an hour per user (each is a mail to an address nobody
 * has proven yet). A request within a minute of the last link (a double-click, a retried request) mails nothing
 * and is answered as sent: a link did go out, and it is the one to open. Only the hour's cap refuses, counted
 * only for mails sent, so a double-click never uses up two of the five.
 */
export async function resendVerification(
  deps: EmailDeps & Pick<AppContext, 'rateLimiter'>,
  user: SessionUser,
): Promise<ResendOutcome> {
  if (user.emailVerified) return 'sent';
  const spacing = { key: `verify-resend-minute:user:${user.id}`, max: 1, windowMs: MINUTE_MS };
  if (!(await deps.rateLimiter.consume([spacing])).allowed) return 'just-sent';
  const hourly = await deps.rateLimiter.consume([
    { key: `verify-resend-hour:user:${user.id}`, max: 5, windowMs: HOUR_MS },
  ]);
  if (!hourly.allowed) {
    // Nothing was sent: the minute's slot goes back too, so the next try is judged by the hour alone.
    await deps.rateLimiter.release([spacing]);
    return { refusedForSeconds: hourly.retryAfterSeconds };
  }
  await sendVerification(deps, user);
  return 'sent';
}
