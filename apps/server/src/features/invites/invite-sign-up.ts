import { randomUUID } from 'node:crypto';
import { getCurrentAdapter, type BetterAuthPlugin } from 'better-auth';
import { INVITE_COOKIE, isInviteCode } from '@teachloop/shared';

/**
 * Records who invited a new account, inside the sign-up's own transaction (e-mail sign-up and first Google
 * sign-in alike), so the invitation exists exactly when the account does. The code comes in the cookie the
 * sign-up page leaves (INVITE_COOKIE). A missing, malformed or unknown code, or the new user's own, is ignored:
 * sign-up answers the same either way, so a code tells a caller nothing about any account.
 *
 * Our tables (migration 028) are declared to Better Auth only so its transaction adapter can read and write them
 * (`disableMigration`: it never creates them). The adapter is the only handle on the open transaction: on SQLite
 * the app's own connection waits until it commits.
 */
export function inviteSignUpPlugin(): BetterAuthPlugin {
  return {
    id: 'teachloop-invites',
    schema: {
      inviteCode: {
        modelName: 'invite_codes',
        disableMigration: true,
        fields: {
          code: { type: 'string', required: true },
          createdAt: { type: 'number', bigint: true, required: true, fieldName: 'created_at' },
        },
      },
      invitation: {
        modelName: 'invitations',
        disableMigration: true,
        fields: {
          inviterId: { type: 'string', required: true, fieldName: 'inviter_id' },
          inviteeId: { type: 'string', required: true, fieldName: 'invitee_id' },
          createdAt: { type: 'number', bigint: true, required: true, fieldName: 'created_at' },
        },
      },
    },
    init() {
      return {
        options: {
          databaseHooks: {
            account: {
              create: {
                // The account row of a new user's first way to sign in: a sign-up. Linking Google to an
                // existing account also creates one; that user has an account already and is not invited.
                async before(account, context) {
                  const code = inviteCodeOf(context?.request?.headers ?? context?.headers);
                  if (!code || !context) return;
                  const adapter = await getCurrentAdapter(context.context.adapter);
                  const inviteeId = account.userId;
                  const owner = await adapter.findOne<{ id: string }>({
                    model: 'inviteCode',
                    where: [{ field: 'code', value: code }],
                  });
                  if (!owner || owner.id === inviteeId) return;
                  const earlier = await adapter.findOne({
                    model: 'account',
                    where: [{ field: 'userId', value: inviteeId }],
                  });
                  if (earlier) return;
                  await adapter.create({
                    model: 'invitation',
                    forceAllowId: true,
                    data: { id: randomUUID(), inviterId: owner.id, inviteeId, createdAt: Date.now() },
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

/** The invite code in the request's cookie, when it has a code's shape; null otherwise. */
function inviteCodeOf(headers: Headers | undefined): string | null {
  const value = (headers?.get('cookie') ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${INVITE_COOKIE}=`))
    ?.slice(INVITE_COOKIE.length + 1);
  return isInviteCode(value) ? value : null;
}
