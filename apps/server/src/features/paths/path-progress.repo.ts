import { courseBadgeId } from '@teachloop/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PathRow } from './path-state';

/**
 * Every row of the viewer's that says where they stand on any path item, in one statement: their own challenges
 * asked from an item (challenges_owner_path) with the teach-back and review of each (teachbacks_challenge,
 * feedback_requests_teachback), and the explanations they write or wrote (teachbacks by assignee) of a challenge
 * that has a path item, asked of them or taught unasked, with each one's review. Bounded by the viewer's own
 * rows; states only, no content. The partial index's condition (`path_item is not null`) is repeated word for
 * word so SQLite uses it.
 */
export async function listPathRows(db: Db, viewerId: string): Promise<PathRow[]> {
  const asked = db
    .selectFrom('challenges')
    .leftJoin('teachbacks', 'teachbacks.challenge_id', 'challenges.id')
    .leftJoin('feedback_requests', 'feedback_requests.teachback_id', 'teachbacks.id')
    .select([
      sql<'asked' | 'taught'>`'asked'`.as('side'),
      'challenges.path_item',
      'challenges.id as challenge_id',
      'challenges.created_at',
      'teachbacks.id as teachback_id',
      'teachbacks.status as teachback_status',
      'feedback_requests.status as review_status',
      'feedback_requests.rating',
      'feedback_requests.reviewer_id',
    ])
    .where('challenges.owner_id', '=', viewerId)
    .where('challenges.path_item', 'is not', null);
  const taught = db
    .selectFrom('teachbacks')
    .innerJoin('challenges', 'challenges.id', 'teachbacks.challenge_id')
    .leftJoin('feedback_requests', 'feedback_requests.teachback_id', 'teachbacks.id')
    .select([
      sql<'asked' | 'taught'>`'taught'`.as('side'),
      'challenges.path_item',
      'challenges.id as challenge_id',
      'teachbacks.created_at',
      'teachbacks.id as teachback_id',
      'teachbacks.status as teachback_status',
      'feedback_requests.status as review_status',
      'feedback_requests.rating',
      'feedback_requests.reviewer_id',
    ])
    .where('teachbacks.assignee_id', '=', viewerId)
    .where('challenges.path_item', 'is not', null);
  const rows = await asked.unionAll(taught).execute();
  return rows.map((row) => ({
    side: row.side,
    pathItem: row.path_item ?? '',
    challengeId: row.challenge_id,
    createdAt: row.created_at,
    teachbackId: row.teachback_id,
    teachbackStatus: row.teachback_status,
    reviewStatus: row.review_status,
    rating: row.rating,
    reviewerId: row.reviewer_id,
  }));
}

/** Records that the user started the course's path; starting it again keeps the first start. */
export async function insertPathStart(db: Db, userId: string, course: string, now: number): Promise<void> {
  await db
    .insertInto('path_starts')
    .values({ user_id: userId, course, started_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'course']).doNothing())
    .execute();
}

/** Whether the user started the course's path (by primary key). */
export async function hasStartedPath(db: Db, userId: string, course: string): Promise<boolean> {
  const row = await db
    .selectFrom('path_starts')
    .select('course')
    .where('user_id', '=', userId)
    .where('course', '=', course)
    .executeTakeFirst();
  return row !== undefined;
}

/** The course whose path the user started most recently (path_starts_recent), or undefined. */
export async function findLatestStart(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('path_starts')
    .select('course')
    .where('user_id', '=', userId)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.course;
}

/** When the user earned the course's badge (awarded once, when the path is complete), or null. */
export async function findCourseBadge(db: Db, userId: string, course: string): Promise<number | null> {
  const row = await db
    .selectFrom('user_badges')
    .select('earned_at')
    .where('user_id', '=', userId)
    .where('badge_id', '=', courseBadgeId(course))
    .executeTakeFirst();
  return row?.earned_at ?? null;
}
