import type { Config } from '../../config';
import type { Limit } from '../rate-limit/rate-limiter.service';

const MINUTE = 60_000;

/**
 * Per account, in two parts, so a stranger who knows an address cannot lock its owner out:
 * - per account *and* client address: tight enough to stop guessing from one place; a stranger's failures fill
 *   only their own bucket, never the owner's;
 * - per account overall: a much higher ceiling, against guessing spread over many addresses.
 * A correct password is taken back from every bucket (auth.routes.ts), so signing in never counts against you.
 */
const ACCOUNT_LIMITS = {
  'sign-in': { perAddress: 10, overall: 100, windowMs: 15 * MINUTE },
  'sign-up': { perAddress: 5, overall: 20, windowMs: 60 * MINUTE },
  'request-reset': { perAddress: 3, overall: 10, windowMs: 60 * MINUTE },
} as const;

/** Setting a new password names no account (only the single-use token), so it is limited per address only. */
export type AuthAction = keyof typeof ACCOUNT_LIMITS | 'reset-password';

/** Which limited action an auth endpoint is, if any. */
export function authActionOf(method: string, path: string): AuthAction | undefined {
  if (method !== 'POST') return undefined;
  if (path === '/sign-in/email') return 'sign-in';
  if (path === '/sign-up/email') return 'sign-up';
  if (path === '/request-password-reset') return 'request-reset';
  if (path === '/reset-password') return 'reset-password';
  return undefined;
}

/** The limits one attempt counts against: the client address always, the account when the body names one. */
export function authLimits(
  config: Config,
  action: AuthAction,
  ip: string,
  email: string | undefined,
): Limit[] {
  const limits: Limit[] = [
    { key: `${action}:ip:${ip}`, max: config.auth.rateLimitPerIp, windowMs: 15 * MINUTE },
  ];
  if (email && action !== 'reset-password') {
    const { perAddress, overall, windowMs } = ACCOUNT_LIMITS[action];
    limits.push(
      { key: `${action}:account:${email}:ip:${ip}`, max: perAddress, windowMs },
      { key: `${action}:account:${email}`, max: overall, windowMs },
    );
  }
  return limits;
}
