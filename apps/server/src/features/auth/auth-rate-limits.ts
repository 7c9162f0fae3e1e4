import type { Config } from '../../config';
import type { Limit } from '../rate-limit/rate-limiter';

const MINUTE = 60_000;

/** Per account: tight enough to stop password guessing, loose enough that a person who mistypes is not locked out. */
const ACCOUNT_LIMITS = {
  'sign-in': { max: 10, windowMs: 15 * MINUTE },
  'sign-up': { max: 5, windowMs: 60 * MINUTE },
  'request-reset': { max: 3, windowMs: 60 * MINUTE },
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
  if (email && action !== 'reset-password')
    limits.push({ key: `${action}:account:${email}`, ...ACCOUNT_LIMITS[action] });
  return limits;
}
