import type { Db } from '../../db/database';
import { shownProfile } from '../moderation/visibility.sql';

/**
 * A profile by its handle, only if its owner made it public and it is neither hidden by a moderator nor
 * suspended: one read of the unique profiles_handle index whether the handle is missing, private,
 * removed or public, so the answers cannot be told apart by their cost.
 */
export async function findPublicProfileRow(db: Db, handle: string) {
  return db
    .selectFrom('profiles')
    .select(['id', 'handle', 'display_name', 'photo_url', 'bio', 'xp'])
    .where('handle', '=', handle)
    .where('public_profile', '=', 1)
    .where(shownProfile('profiles'))
    .executeTakeFirst();
}

/** Teach-backs the user taught to completion (teachbacks' (assignee_id, status) index). */
export async function countCompletedTeachbacks(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('teachbacks')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('assignee_id', '=', userId)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Reviews the user wrote (feedback_requests' (reviewer_id, status, …) index). */
export async function countReviewsGiven(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('feedback_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('reviewer_id', '=', userId)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  return row?.count ?? 0;
}
