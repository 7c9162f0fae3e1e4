import type { Config } from '../../config';
import { addressBucket } from '../rate-limit/address-bucket';
import type { Limit } from '../rate-limit/rate-limiter.service';

const MINUTE = 60_000;

/**
 * Per account, in two parts, so a stranger who knows an address cannot lock its owner out:
 * - per account *and* client address: tight enough to stop guessing from one place; a stranger's failures fill
 *   only their own bucket, never the owner's;
 * - per account overall: a much higher ceiling, against guessing spread over many addresses.
 * A correct password is taken back from every bucket (auth.routes.ts), so signing in never counts against you,
 * and a device the owner signed in from before skips these buckets altogether (device-cookie.service.ts), so
 * strangers who fill the overall one cannot lock its owner out.
 */
const ACCOUNT_LIMITS: Partial<Record<AuthAction, { perAddress: number; overall: number; windowMs: number }>> =
  {
    'sign-in': { perAddress: 10, overall: 100, windowMs: 15 * MINUTE },
    'sign-up': { perAddress: 5, overall: 20, windowMs: 60 * MINUTE },
  };

/**
 * Setting a new password names no account (only the single-use token), and a reset request is never refused
 * for its account (an owner must always be able to ask; the mails are spaced instead, auth.service.ts): both are
 * limited per address only. So are asking for a sign-in link and using one, for the same reasons.
 */
export type AuthAction =
  'sign-in' | 'sign-up' | 'request-reset' | 'reset-password' | 'request-sign-in-link' | 'use-sign-in-link';

/**
 * Reset mails to one account are spaced, one per 5 minutes: more requests get the same answer and send nothing
 * (the link already sent keeps working), so strangers can neither flood the owner's inbox nor refuse the owner.
 */
export function resetMailSpacing(userId: string): Limit {
  return { key: `reset-mail:user:${userId}`, max: 1, windowMs: 5 * MINUTE };
}

/** Sign-in link mails to one account are spaced as reset mails are (sign-in-link-plugin.service.ts). */
export function signInLinkMailSpacing(userId: string): Limit {
  return { key: `sign-in-link-mail:user:${userId}`, max: 1, windowMs: 5 * MINUTE };
}

/** Which limited action an auth endpoint is, if any. */
export function authActionOf(method: string, path: string): AuthAction | undefined {
  if (method !== 'POST') return undefined;
  if (path === '/sign-in/email') return 'sign-in';
  if (path === '/sign-up/email') return 'sign-up';
  if (path === '/request-password-reset') return 'request-reset';
  if (path === '/reset-password') return 'reset-password';
  if (path === '/sign-in-link/request') return 'request-sign-in-link';
  if (path === '/sign-in-link/verify') return 'use-sign-in-link';
  return undefined;
}

/**
 * The limits one attempt counts against: the client address (an IPv6 one by its /64) always, the account when
 * the body names one and the action has account limits.
 */
export function authLimits(
  config: Config,
  action: AuthAction,
  ip: string,
  email: string | undefined,
): Limit[] {
  const address = addressBucket(ip);
  const limits: Limit[] = [
    { key: `${action}:ip:${address}`, max: config.auth.rateLimitPerIp, windowMs: 15 * MINUTE },
  ];
  const accountLimits = ACCOUNT_LIMITS[action];
  if (email && accountLimits) {
    const { perAddress, overall, windowMs } = accountLimits;
    limits.push(
      { key: `${action}:account:${email}:ip:${address}`, max: perAddress, windowMs },
      { key: `${action}:account:${email}`, max: overall, windowMs },
    );
  }
  return limits;
}
