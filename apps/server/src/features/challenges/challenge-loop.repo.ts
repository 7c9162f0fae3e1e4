import type { ChallengeStatus } from '@teachloop/shared';
import type { Db } from '../../db/database';

/** A challenge whose loop has closed, and what its owner's award needs. */
export interface ClosedLoop {
  challengeId: string;
  ownerId: string;
  points: number;
  /** The peer who taught it back (the first one the owner rated). */
  learnerId: string;
}

/**
 * The challenge (named directly, or by one of its teach-backs) if its loop has closed: its owner has completed
 * it, a peer completed a teach-back on it, and the owner reviewed that teach-back with a rating. One challenge's
 * few teach-backs and their reviews, each by its index.
 */
export async function findClosedLoop(
  db: Db,
  by: { challengeId: string } | { teachbackId: string },
): Promise<ClosedLoop | undefined> {
  let query = db
    .selectFrom('challenges as c')
    .innerJoin('teachbacks as t', 't.challenge_id', 'c.id')
    .innerJoin('feedback_requests as f', 'f.teachback_id', 't.id')
    .select(['c.id as challengeId', 'c.owner_id as ownerId', 'c.points', 'f.learner_id as learnerId'])
    .where('c.status', '=', 'completed')
    .where('f.status', '=', 'completed')
    .where('f.rating', '>=', 1)
    .whereRef('f.reviewer_id', '=', 'c.owner_id')
    .orderBy('f.completed_at')
    .limit(1);
  if ('challengeId' in by) {
    query = query.where('c.id', '=', by.challengeId);
  } else {
    const ofTeachback = db.selectFrom('teachbacks').select('challenge_id').where('id', '=', by.teachbackId);
    query = query.where('c.id', '=', ofTeachback);
  }
  return query.executeTakeFirst();
}

/** The challenge a teach-back answers, as its owner's rating needs it (teach-back, then challenge, by key). */
export async function findChallengeOfTeachback(
  db: Db,
  teachbackId: string,
): Promise<{ id: string; ownerId: string; status: ChallengeStatus; title: string } | undefined> {
  return db
    .selectFrom('teachbacks as t')
    .innerJoin('challenges as c', 'c.id', 't.challenge_id')
    .select(['c.id', 'c.owner_id as ownerId', 'c.status', 'c.title'])
    .where('t.id', '=', teachbackId)
    .executeTakeFirst();
}
