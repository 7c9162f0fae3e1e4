import type { UserXpResponse } from '@teachloop/shared';
import type { Db } from '../db/database';
import { grantModeratorByEmail } from '../db/moderators';
import type { TestUser } from './factories';
import type { Hit } from './every-route';

/**
 * XP integrity and the operators' overview: a moderator reads the overview, then the ledger
 * of the busiest earner (two pages) and voids one of its paid entries.
 */
export async function xpVoid(hit: Hit, moderator: TestUser, lookup: Db) {
  await grantModeratorByEmail(lookup, moderator.email, Date.now());
  await hit('GET /api/moderation/overview', moderator);
  const busiest = await lookup
    .selectFrom('xp_ledger')
    .select((eb) => ['user_id', eb.fn.countAll<number>().as('count')])
    .where('amount', '>', 0)
    .groupBy('user_id')
    .orderBy('count', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const params = { userId: busiest.user_id };
  const first = (
    await hit('GET /api/moderation/users/:userId/xp', moderator, { params })
  ).json<UserXpResponse>();
  if (first.nextCursor) {
    await hit('GET /api/moderation/users/:userId/xp', moderator, {
      params,
      query: { cursor: first.nextCursor },
    });
  }
  const paid = first.entries.find((entry) => entry.voidedAt === null && entry.amount > 0);
  if (!paid) throw new Error('the busiest earner has no paid entry to void');
  await hit('POST /api/moderation/xp/:entryId/void', moderator, {
    params: { entryId: paid.id },
    body: { reason: 'Farmed with a second account.' },
  });
}
