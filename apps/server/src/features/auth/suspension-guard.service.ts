import { ACCOUNT_DISABLED_ERROR, AUTH_MESSAGES, SUSPENSION_MESSAGES } from '@teachloop/shared';
import { getCurrentAdapter, type BetterAuthPlugin } from 'better-auth';
import { APIError } from 'better-auth/api';
import type { Db } from '../../db/database';
import { activeSuspensionOf } from '../moderation/suspension-status.service';
import { signUpTimeZoneOf } from '../../plugins/time-zone';

/**
 * Refuses every new session of a suspended account, whichever way it signs in (password, Google, a
 * Google link confirmed with the password): Better Auth creates each session through this hook, after the
 * password or Google has proven who it is, so the refusal tells nothing to someone who does not hold the
 * account. The answer is the spec's 'This account has been disabled.', with the end in the reader's time zone
 * when there is one. A password reset may still complete; signing in afterwards is refused the same way.
 */
export function suspensionGuardPlugin(db: Db): BetterAuthPlugin {
  return {
    id: 'teachloop-suspension-guard',
    init() {
      return {
        options: {
          databaseHooks: {
            session: {
              create: {
                async before(session, context) {
                  // Inside Better Auth's own transaction (a signed-in user changing their password, a new
                  // Google account): that caller is not suspended (the session read refuses a suspended one, a
                  // new account never is), and a read outside the transaction would wait forever for SQLite's
                  // one connection.
                  const base = context?.context.adapter;
                  if (base && (await getCurrentAdapter(base)) !== base) return;
                  const suspension = await activeSuspensionOf(db, session.userId, Date.now());
                  if (!suspension) return;
                  const headers = context?.request?.headers ?? context?.headers ?? new Headers();
                  throw APIError.from('FORBIDDEN', {
                    code: ACCOUNT_DISABLED_ERROR,
                    message: disabledMessage(suspension.until, signUpTimeZoneOf(headers)),
                  });
                },
              },
            },
          },
        },
      };
    },
  };
}

/** 'This account has been disabled.', then 'Your suspension ends on {date}.' when it ends. */
function disabledMessage(until: number | null, timeZone: string): string {
  if (until === null) return AUTH_MESSAGES.userDisabled;
  const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(until),
  );
  return `${AUTH_MESSAGES.userDisabled} ${SUSPENSION_MESSAGES.endsOn(date)}`;
}
