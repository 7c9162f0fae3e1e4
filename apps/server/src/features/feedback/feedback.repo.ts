import { REVIEW_DUE_AFTER_MS, type FeedbackCounts } from '@teachloop/shared';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import { FEEDBACK_REQUEST_COLUMNS, qualified } from '../../db/columns';
import { authorSuspended, notBlockedWith, notHidden, notSuspended } from '../moderation/visibility.sql';
import { compiledOnce } from '../../db/compiled-once';
import type { Database, Db, FeedbackRequestsTable } from '../../db/database';
import type { KeysetPosition } from '../../keyset-cursor';
import type { ReviewWithNotes, StoredReview } from './review-views';
import { pastKeyset } from '../../db/keyset';

/** A review request as first stored: the review's own fields come with the review. */
export type NewFeedbackRequest = Pick<
  StoredReview,
  'id' | 'reviewerId' | 'learnerId' | 'learner' | 'teachbackId' | 'title' | 'topic' | 'points' | 'createdAt'
>;

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
      due_at: request.createdAt + REVIEW_DUE_AFTER_MS,
      reminded_at: null,
      community: 0,
    })
    .execute();
}

const REVIEW_COLUMNS = qualified('feedback_requests', FEEDBACK_REQUEST_COLUMNS);

/**
 * Requests with the reviewer's name (the teach-back's requester, or a community reviewer's own name, read by
 * primary key): every read of a review starts here.
 */
function reviews(db: Db) {
  return (
    db
      .selectFrom('feedback_requests')
      .innerJoin('teachbacks', 'teachbacks.id', 'feedback_requests.teachback_id')
      .leftJoin('user as community_reviewer', (join) =>
        join
          .onRef('community_reviewer.id', '=', 'feedback_requests.reviewer_id')
          .on('feedback_requests.community', '=', 1),
      )
      .select(REVIEW_COLUMNS)
      .select((eb) => eb.fn.coalesce('community_reviewer.name', 'teachbacks.requester').as('reviewer_name'))
      // What a hide or a suspension takes from each reader (moderation/visibility.sql.ts): primary-key probes.
      .select([
        'teachbacks.hidden_at as teachback_hidden_at',
        'teachbacks.hidden_reason as teachback_hidden_reason',
      ])
      .select(authorSuspended(sql.ref('feedback_requests.reviewer_id')).as('reviewer_suspended'))
      .select(authorSuspended(sql.ref('feedback_requests.learner_id')).as('learner_suspended'))
  );
}

/** Where the previous page of a newest-first list ended: its last row's created_at and id. */
export interface ReviewListAfter {
  createdAt: number;
  id: string;
}

/** The requests of a newest-first list past a page's last row, from the created_at index's range. */
function pastPosition(createdAt: number, id: string) {
  return (eb: ExpressionBuilder<Database, 'feedback_requests'>) =>
    pastKeyset(eb, ['feedback_requests.created_at', 'feedback_requests.id'], [createdAt, id], 'desc', {
      rangeFirst: true,
    });
}

/** A page of the reviewer's requests, newest first, past (afterCreated, afterId) when given. */
export function reviewerRequestsQuery(
  db: Db,
  { reviewerId, afterCreated, afterId }: { reviewerId: string; afterCreated?: number; afterId?: string },
  { limit, pendingOnly }: { limit: number; pendingOnly: boolean },
) {
  let query = reviews(db).where('feedback_requests.reviewer_id', '=', reviewerId);
  if (pendingOnly) query = query.where('feedback_requests.status', '=', 'pending');
  if (afterCreated !== undefined && afterId !== undefined) {
    query = query.where(pastPosition(afterCreated, afterId));
  }
  return query
    .orderBy('feedback_requests.created_at', 'desc')
    .orderBy('feedback_requests.id', 'desc')
    .limit(limit);
}

const reviewerRequests = compiledOnce(reviewerRequestsQuery);

/**
 * A page of the reviewer's requests, newest first (ties by id), after `after` when given; only those waiting
 * for a review with `pendingOnly`. Read in order from (reviewer_id, created_at, id) or, pending only, from
 * (reviewer_id, status, created_at, id): migrations 025 and 015.
 */
export async function listFeedbackForReviewer(
  db: Db,
  reviewerId: string,
  options: { limit: number; pendingOnly: boolean; after: ReviewListAfter | null },
) {
  const { after } = options;
  const rows = await reviewerRequests(
    db,
    { reviewerId, afterCreated: after?.createdAt, afterId: after?.id },
    { limit: options.limit, pendingOnly: options.pendingOnly },
  );
  return rows.map(toStoredReview);
}

/**
 * A page of the requests on the learner's teach-backs, newest first (ties by id), after `after` when given:
 * all of them (the Requests tab, from (learner_id, created_at, id)) or only the submitted reviews (Received,
 * from (learner_id, status, created_at, id)); both indexes are migration 025's.
 */
export async function listReviewsOfLearner(
  db: Db,
  learnerId: string,
  options: { limit: number; submittedOnly: boolean; after: ReviewListAfter | null },
): Promise<StoredReview[]> {
  const rows = await learnerReviewsQuery(db, learnerId, options).execute();
  return rows.map(toStoredReview);
}

/** The query behind listReviewsOfLearner. */
export function learnerReviewsQuery(
  db: Db,
  learnerId: string,
  options: { limit: number; submittedOnly: boolean; after: ReviewListAfter | null },
) {
  const { after } = options;
  let query = reviews(db).where('feedback_requests.learner_id', '=', learnerId);
  if (options.submittedOnly) query = query.where('feedback_requests.status', '=', 'completed');
  if (after) query = query.where(pastPosition(after.createdAt, after.id));
  return query
    .orderBy('feedback_requests.created_at', 'desc')
    .orderBy('feedback_requests.id', 'desc')
    .limit(options.limit);
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
    .select(['teachbacks.notes as teachback_notes', 'teachbacks.revised_at as teachback_revised_at'])
    .where('feedback_requests.id', '=', id)
    .where((eb) =>
      eb.or([
        eb('feedback_requests.reviewer_id', '=', userId),
        eb('feedback_requests.learner_id', '=', userId),
      ]),
    )
    .executeTakeFirst();
  return (
    row && {
      ...toStoredReview(row),
      teachbackNotes: row.teachback_notes,
      teachbackRevisedAt: row.teachback_revised_at,
    }
  );
}

/** The review of a teach-back, read by its learner (from the teach_back index); anyone else finds nothing. */
export async function findReviewOfTeachback(
  db: Db,
  learnerId: string,
  teachbackId: string,
): Promise<StoredReview | undefined> {
  const row = await reviews(db)
    .where('feedback_requests.teachback_id', '=', teachbackId)
    .where('feedback_requests.learner_id', '=', learnerId)
    .executeTakeFirst();
  return row && toStoredReview(row);
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

/**
 * The count tile of each /feedback tab, each counting the rows its tab lists (To give lists the reviewed
 * requests too, with 'Review again'), and how many of To give still wait for a review.
 */
export async function countFeedback(db: Db, userId: string): Promise<FeedbackCounts> {
  const count = (query: Promise<{ count: number } | undefined>) => query.then((row) => row?.count ?? 0);
  const base = db.selectFrom('feedback_requests').select((eb) => eb.fn.countAll<number>().as('count'));
  const [toGive, waiting, received, requests] = await Promise.all([
    count(base.where('reviewer_id', '=', userId).executeTakeFirst()),
    count(base.where('reviewer_id', '=', userId).where('status', '=', 'pending').executeTakeFirst()),
    count(base.where('learner_id', '=', userId).where('status', '=', 'completed').executeTakeFirst()),
    count(base.where('learner_id', '=', userId).executeTakeFirst()),
  ]);
  return { toGive, waiting, received, requests };
}

type ReviewRow = Selectable<FeedbackRequestsTable> & {
  reviewer_name: string;
  teachback_hidden_at: number | null;
  teachback_hidden_reason: string | null;
  reviewer_suspended: number;
  learner_suspended: number;
};

function toStoredReview(row: ReviewRow): StoredReview {
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
    dueAt: row.due_at,
    community: row.community === 1,
    reviewMarks: {
      hiddenAt: row.hidden_at,
      hiddenReason: row.hidden_reason,
      authorSuspended: row.reviewer_suspended,
    },
    teachbackMarks: {
      hiddenAt: row.teachback_hidden_at,
      hiddenReason: row.teachback_hidden_reason,
      authorSuspended: row.learner_suspended,
    },
  };
}

/** Decision 023. A review as a would-be community reviewer finds it: who set the challenge, and whether they verified its topic. */
export interface CommunityCandidate extends ReviewWithNotes {
  ownerId: string;
  viewerVerified: boolean;
  /** The would-be reviewer's own address is verified. */
  viewerAddressVerified: boolean;
  /** The would-be reviewer and the learner are separated by a block, either way. */
  viewerBlocked: boolean;
}

/** A row of the community list. */
export interface OpenForCommunityRow {
  id: string;
  title: string;
  topic: string;
  learner: string;
  points: number;
  createdAt: number;
  dueAt: number;
}

/**
 * Pending reviews of topics `userId` has verified, completed at or before `completedBy`, that are neither theirs
 * to give nor on their own teach-back, oldest first after `after`: the user's verified topics by primary key,
 * then one range of the (topic, status, created_at, id) index per topic.
 */
export async function listOpenForCommunity(
  db: Db,
  userId: string,
  { completedBy, after, limit }: { completedBy: number; after: KeysetPosition | null; limit: number },
): Promise<OpenForCommunityRow[]> {
  const rows = await db
    .selectFrom('verified_skills as v')
    .innerJoin('feedback_requests as f', 'f.topic', 'v.topic')
    .select(['f.id', 'f.title', 'f.topic', 'f.learner', 'f.points', 'f.created_at', 'f.due_at'])
    .where('v.user_id', '=', userId)
    .where('f.status', '=', 'pending')
    .where('f.created_at', '<=', completedBy)
    .where('f.learner_id', '!=', userId)
    .where('f.reviewer_id', '!=', userId)
    // Never the teach-back of someone they blocked or who blocked them.
    .where(notBlockedWith('f.learner_id', userId))
    // A hidden explanation, or a suspended learner's, is not offered for review.
    .where(notHidden('teachbacks', sql.ref('f.teachback_id')))
    .where(notSuspended(sql.ref('f.learner_id')))
    .$if(after !== null, (query) =>
      query.where((eb) => pastKeyset(eb, ['f.created_at', 'f.id'], [after!.createdAt, after!.id], 'asc')),
    )
    .orderBy('f.created_at', 'asc')
    .orderBy('f.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    topic: row.topic,
    learner: row.learner,
    points: row.points,
    createdAt: row.created_at,
    dueAt: row.due_at,
  }));
}

/**
 * One review by id with the teach-back's notes, its challenge's owner, whether `userId` verified its topic and
 * their address.
 */
export async function findCommunityCandidate(
  db: Db,
  userId: string,
  id: string,
): Promise<CommunityCandidate | undefined> {
  const row = await reviews(db)
    .select('teachbacks.notes as teachback_notes')
    .select('teachbacks.revised_at as teachback_revised_at')
    .select('teachbacks.requester_id as owner_id')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('verified_skills')
            .select('verified_skills.user_id')
            .where('verified_skills.user_id', '=', userId)
            .whereRef('verified_skills.topic', '=', 'feedback_requests.topic'),
        )
        .as('viewer_verified'),
    )
    .select(notBlockedWith('feedback_requests.learner_id', userId).as('viewer_not_blocked'))
    .select((eb) =>
      eb
        .selectFrom('user as viewer')
        .select('viewer.emailVerified')
        .where('viewer.id', '=', userId)
        .as('viewer_address_verified'),
    )
    .where('feedback_requests.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toStoredReview(row),
    teachbackNotes: row.teachback_notes,
    teachbackRevisedAt: row.teachback_revised_at,
    ownerId: row.owner_id,
    // SQLite answers 0 or 1, PostgreSQL a boolean.
    viewerVerified: Boolean(row.viewer_verified),
    viewerAddressVerified: Boolean(row.viewer_address_verified),
    viewerBlocked: !row.viewer_not_blocked,
  };
}
