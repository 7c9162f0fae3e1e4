import type { SuspensionListResponse } from '@teachloop/shared';
import type { Db } from '../db/database';
import { grantModeratorByEmail } from '../db/moderators';
import { PASSWORD } from './auth-helpers';
import type { TestUser } from './factories';
import { authPost, type Hit } from './every-route';

/**
 * Suspension: a moderator suspends `target` (their open teach-backs move on), the list of
 * suspended accounts and its second page, the suspended account's refused sign-in, then the lift.
 */
export async function suspension(hit: Hit, moderator: TestUser, target: TestUser, lookup: Db) {
  await grantModeratorByEmail(lookup, moderator.email, Date.now());
  const params = { userId: target.id };
  await hit('PUT /api/moderation/users/:userId/suspension', moderator, {
    params,
    body: { reason: 'Spam in every review.', until: Date.now() + 7 * 24 * 60 * 60_000 },
  });
  const first = await hit('GET /api/moderation/suspensions', moderator, { query: { limit: '1' } });
  const { nextCursor } = first.json<SuspensionListResponse>();
  if (nextCursor) {
    await hit('GET /api/moderation/suspensions', moderator, { query: { limit: '1', cursor: nextCursor } });
  }
  await authPost(hit, 'sign-in/email', { email: target.email, password: PASSWORD }, 403);
  await hit('DELETE /api/moderation/users/:userId/suspension', moderator, { params, status: 204 });
}
