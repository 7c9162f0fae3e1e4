import type { FastifyBaseLogger } from 'fastify';

/**
 * What Better Auth logs at error level when it refuses a caller's mistake: a redirect to a site we do not trust,
 * an unknown sign-in provider, a sign-in callback with a missing or garbled state. Anyone can cause these
 * without signing in, so at error level they would flood the log and wake whoever watches it; they are the
 * caller's errors, not the server's, and are logged as warnings.
 */
const CALLER_MISTAKES = [
  /^Invalid (callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL|origin)\b/,
  /^Blocked cross-site navigation login attempt/,
  /^Provider not found/,
  /^State not found/,
  /^Failed to parse state/,
  /^INVALID_CALLBACK_REQUEST/,
  /^No callback URL found/,
  // A Google sign-in or link refused for the account's sake: an address registered without Google,
  // a link from settings with an address Google did not verify.
  /^account_not_linked$/,
  /^Unable to link account - untrusted provider/,
];

type AuthLogLevel = 'debug' | 'info' | 'success' | 'warn' | 'error';

/** The pino level for one of Better Auth's log lines. */
export function authLogLevel(level: AuthLogLevel, message: string): 'debug' | 'info' | 'warn' | 'error' {
  if (level === 'success') return 'info';
  return level === 'error' && CALLER_MISTAKES.some((pattern) => pattern.test(message)) ? 'warn' : level;
}

/** Better Auth's logger option, writing to the app's log ("auth: " before each message). */
export function authLogger(log: FastifyBaseLogger | undefined) {
  return {
    disabled: !log,
    log: (level: AuthLogLevel, message: string, ...args: unknown[]) =>
      log?.[authLogLevel(level, message)]({ args }, `auth: ${message}`),
  };
}
