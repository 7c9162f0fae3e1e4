import type { FeedbackCounts } from '@teachloop/shared';
import { FEEDBACK_REQUEST_COLUMNS, qualified } from '../../db/columns';
import { compiledOnce } from '../../db/compiled-once';
import type { Db, FeedbackRequestsTable } from '../../db/database';
import type { ReviewWithNotes, StoredReview } from './review-views';

export interface NewFeedbackRequest {
  id: string;
  reviewerId: string;
  learnerId: string;
  learner: string;
  teachbackId: string;
  title: string;
  topic: string;
  points: number;
  createdAt: number;
}

/** A completed teach-back's request for review: pending, unrated, not anonymous. */
export async function insertFeedbackRequest(db: Db, request: NewFeedbackRequest): Promise<void> {
  await db
    .insertInto('feedback_requests')
    .values({
      id: request.id,
      reviewer_id: request.reviewerId,
      learner_id: request.learnerId,
      learner: request.learner,
      teachback_id: request.teachbackId,
      title: request.title,
      topic: request.topic,
      points: request.points,
      status: 'pending',
      rating: null,
      rubric_clarity: null,
      rubric_accuracy: null,
      rubric_examples: null,
      comment: null,
      anonymous: 0,
      helpful_at: null,
      completed_at: null,
      created_at: request.createdAt,
      updated_at: request.createdAt,
    })
    .execute();
}

const REVIEW_COLUMNS = qualified('feedback_requests', FEEDBACK_REQUEST_COLUMNS);

/** Requests with the reviewer's name (the teach-back's requester): every read of a review starts here. */
function reviews(db: Db) {
  return db
    .selectFrom('feedback_requests')
    .innerJoin('teachbacks', 'teachbacks.id', 'feedback_requests.teachback_id')
    .select(REVIEW_COLUMNS)
    .select('teachbacks.requester as reviewer_name');
}

const reviewerRequests = compiledOnce(
  (
    db,
    { reviewerId }: { reviewerId: string },
    { limit, pendingOnly }: { limit: number; pendingOnly: boolean },
  ) =>
    reviews(db)
      .where('feedback_requests.reviewer_id', '=', reviewerId)
      .$if(pendingOnly, (query) => query.where('feedback_requests.status', '=', 'pending'))
      .orderBy('feedback_requests.created_at', 'desc')
      .orderBy('feedback_requests.id', 'desc')
      .limit(limit),
);

/**
 * The reviewer's requests, newest first; only those waiting for a review with `pendingOnly`, read in order from
 * the (reviewer_id, status, created_at, id) index.
 */
export async function listFeedbackForReviewer(
  db: Db,
  reviewerId: string,
  options: { limit: number; pendingOnly: boolean },
) {
  const rows = await reviewerRequests(
    db,
    { reviewerId },
    { limit: options.limit, pendingOnly: options.pendingOnly },
  );
  return rows.map(toStoredReview);
}

/**
 * Requests on the learner's teach-backs, newest first: all of them (the Requests tab) or only the submitted
 * reviews (Received).
 */
export async function listReviewsOfLearner(
  db: Db,
  learnerId: string,
  options: { limit: number; submittedOnly: boolean },
): Promise<StoredReview[]> {
  let query = reviews(db).where('feedback_requests.learner_id', '=', learnerId);
  if (options.submittedOnly) query = query.where('feedback_requests.status', '=', 'completed');
  const rows = await query
    .orderBy('feedback_requests.created_at', 'desc')
    .orderBy('feedback_requests.id', 'desc')
    .limit(options.limit)
    .execute();
  return rows.map(toStoredReview);
}

/** The learner's submitted reviews rated at least `minStars`, oldest first (the reviews behind verified skills). */
export async function listReviewsRatedAtLeast(
  db: Db,
  learnerId: string,
  minStars: number,
): Promise<StoredReview[]> {
  const rows = await reviews(db)
    .where('feedback_requests.learner_id', '=', learnerId)
    .where('feedback_requests.status', '=', 'completed')
    .where('feedback_requests.rating', '>=', minStars)
    .orderBy('feedback_requests.completed_at', 'asc')
    .orderBy('feedback_requests.id', 'asc')
    .execute();
  return rows.map(toStoredReview);
}

/** The learner's teach-backs whose review its reviewer chose to keep anonymous. */
export async function listAnonymouslyReviewedTeachbacks(db: Db, learnerId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('feedback_requests')
    .select('teachback_id')
    .where('learner_id', '=', learnerId)
    .where('anonymous', '=', 1)
    .execute();
  return new Set(rows.map((row) => row.teachback_id));
}

/**
 * A request the user is a party to (its reviewer or its learner), with the teach-back's notes; anyone else's id
 * finds nothing, exactly like a missing one.
 */
export async function findReviewForParty(
  db: Db,
  userId: string,
  id: string,
): Promise<ReviewWithNotes | undefined> {
  const row = await reviews(db)
    .select('teachbacks.notes as teachback_notes')
    .where('feedback_requests.id', '=', id)
    .where((eb) =>
      eb.or([
        eb('feedback_requests.reviewer_id', '=', userId),
        eb('feedback_requests.learner_id', '=', userId),
      ]),
    )
    .executeTakeFirst();
  return row && { ...toStoredReview(row), teachbackNotes: row.teachback_notes };
}

/**
 * Marks a submitted review helpful, once, as its learner. Returns whether this call marked it; a second call
 * (or one racing the first) finds helpful_at set and changes nothing.
 */
export async function markReviewHelpful(
  db: Db,
  learnerId: string,
  id: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('feedback_requests')
    .set({ helpful_at: now })
    .where('id', '=', id)
    .where('learner_id', '=', learnerId)
    .where('status', '=', 'completed')
    .where('helpful_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The count tile of each /feedback tab. */
export async function countFeedback(db: Db, userId: string): Promise<FeedbackCounts> {
  const count = (query: Promise<{ count: number } | undefined>) => query.then((row) => row?.count ?? 0);
  const base = db.selectFrom('feedback_requests').select((eb) => eb.fn.countAll<number>().as('count'));
  const [toGive, received, requests] = await Promise.all([
    count(base.where('reviewer_id', '=', userId).where('status', '=', 'pending').executeTakeFirst()),
    count(base.where('learner_id', '=', userId).where('status', '=', 'completed').executeTakeFirst()),
    count(base.where('learner_id', '=', userId).executeTakeFirst()),
  ]);
  return { toGive, received, requests };
}

function toStoredReview(row: FeedbackRequestsTable & { reviewer_name: string }): StoredReview {
  return {
    id: row.id,
    reviewerId: row.reviewer_id,
    reviewerName: row.reviewer_name,
    learnerId: row.learner_id,
    learner: row.learner,
    teachbackId: row.teachback_id,
    title: row.title,
    topic: row.topic,
    points: row.points,
    status: row.status,
    rating: row.rating,
    rubric: { clarity: row.rubric_clarity, accuracy: row.rubric_accuracy, examples: row.rubric_examples },
    comment: row.comment,
    anonymous: row.anonymous === 1,
    helpfulAt: row.helpful_at,
    completedAt: row.completed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
