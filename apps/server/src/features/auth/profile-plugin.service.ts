import { getCurrentAdapter, type BetterAuthPlugin } from 'better-auth';
import { displayNameSchema } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { signUpTimeZoneOf } from '../../plugins/time-zone';
import { startTimeZone } from '../profile/time-zone.service';
import { ensureHandle } from '../public-profile/handle.service';
import { refreshBoardListing } from '../public-profile/visibility.service';

/**
 * Declares the `profiles` table (one row per user, id = the user's id) and creates the profile inside the same
 * database transaction that creates the account, for both e-mail sign-up and first Google sign-in: there is
 * never a user without a profile. Better Auth creates the user row, then the account row, in one transaction;
 * `account.create.before` runs inside it (its `after` hooks run only after commit). The browser's time zone
 * is stored once the account exists (user.create.after), then the app's `onSignUp` runs.
 */
export function profilePlugin(db: Db, onSignUp?: (userId: string) => Promise<void>): BetterAuthPlugin {
  return {
    id: 'teachloop-profile',
    schema: {
      profile: {
        modelName: 'profiles',
        fields: {
          displayName: { type: 'string', required: false, fieldName: 'display_name' },
          photoURL: { type: 'string', required: false, fieldName: 'photo_url' },
          xp: { type: 'number', required: true, defaultValue: 0 },
          streak: { type: 'number', required: true, defaultValue: 0 },
          createdAt: { type: 'number', bigint: true, required: true, fieldName: 'created_at' },
          updatedAt: { type: 'number', bigint: true, required: true, fieldName: 'updated_at' },
        },
      },
    },
    init() {
      return {
        options: {
          databaseHooks: {
            // After the sign-up's transaction commits (profiles.time_zone is ours, not declared to Better
            // Auth): the new account's days are counted in the browser's zone, from the sign-up request.
            user: {
              create: {
                async after(user, context) {
                  const headers = context?.request?.headers ?? context?.headers ?? new Headers();
                  await startTimeZone(db, user.id, signUpTimeZoneOf(headers));
                  // The /u/{handle} address, made from the name (a suffix when it is taken).
                  await ensureHandle(db, user.id);
                  // On the boards only once the address is verified: an e-mail sign-up starts off them, a Google
                  // sign-up with a verified address on them.
                  await refreshBoardListing(db, user.id);
                  await onSignUp?.(user.id);
                },
              },
            },
            account: {
              create: {
                async before(account, context) {
                  const adapter = await getCurrentAdapter(context!.context.adapter);
                  const userId = account.userId;
                  const existing = await adapter.findOne({
                    model: 'profile',
                    where: [{ field: 'id', value: userId }],
                  });
                  if (existing) return;
                  const user = await adapter.findOne<{ name: string | null; image: string | null }>({
                    model: 'user',
                    where: [{ field: 'id', value: userId }],
                  });
                  const now = Date.now();
                  await adapter.create({
                    model: 'profile',
                    forceAllowId: true,
                    data: {
                      id: userId,
                      displayName: keptName(user?.name),
                      photoURL: user?.image ?? null,
                      xp: 0,
                      streak: 0,
                      createdAt: now,
                      updatedAt: now,
                    },
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

/**
 * The name a new profile starts with: the sign-up form's (already checked) or Google's, when it is one we would
 * accept from the settings form. A Google name with a link in it, or one otherwise refused, is not kept: the
 * profile starts without a name and the app asks for one ('Choose your name'), as for a Google account without one.
 */
export function keptName(name: string | null | undefined): string | null {
  const parsed = displayNameSchema.safeParse(name ?? '');
  return parsed.success ? parsed.data : null;
}
