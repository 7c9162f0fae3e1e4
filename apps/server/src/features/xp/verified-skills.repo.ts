import type { TopicRating } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { reviewStarsWerePaid } from './review-stars-paid.sql';

/** Every submitted review of the learner's teach-backs on one topic whose stars were paid: who rated it, and how. */
export async function listTopicRatings(db: Db, learnerId: string, topic: string): Promise<TopicRating[]> {
  const rows = await db
    .selectFrom('feedback_requests')
    .select(['reviewer_id', 'rating'])
    .where('learner_id', '=', learnerId)
    .where('topic', '=', topic)
    .where('status', '=', 'completed')
    .where(reviewStarsWerePaid)
    .execute();
  return rows.map((row) => ({ reviewerId: row.reviewer_id, rating: row.rating }));
}

/** Marks the topic verified unless it already is; returns whether this call verified it. */
export async function insertVerifiedSkill(
  db: Db,
  userId: string,
  topic: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .insertInto('verified_skills')
    .values({ user_id: userId, topic, verified_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'topic']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The learner and topic of a review (primary key read): a released review's stars may verify its topic. */
export async function findReviewTopic(
  db: Db,
  feedbackId: string,
): Promise<{ learnerId: string; topic: string } | undefined> {
  const row = await db
    .selectFrom('feedback_requests')
    .select(['learner_id', 'topic'])
    .where('id', '=', feedbackId)
    .executeTakeFirst();
  return row && { learnerId: row.learner_id, topic: row.topic };
}
