import { sql, type Selectable } from 'kysely';
import type { Db, ReviewRepliesTable } from '../../db/database';
import type { ModerationMarks } from '../moderation/visibility.policy';
import { authorSuspended } from '../moderation/visibility.sql';

/** A review as its thread needs it: the two parties, how the reviewer is named, and whether it is submitted. */
export interface ThreadReview {
  id: string;
  reviewerId: string;
  reviewerName: string;
  learnerId: string;
  learner: string;
  title: string;
  anonymous: boolean;
  submitted: boolean;
}

export interface StoredReply {
  id: string;
  reviewId: string;
  authorId: string;
  body: string;
  createdAt: number;
  editedAt: number | null;
  /** Its hidden mark and its author's suspension, when read; a reply just written has none. */
  marks?: ModerationMarks;
}

const REVIEW_SIDE = [
  'feedback_requests.id',
  'feedback_requests.reviewer_id',
  'feedback_requests.learner_id',
  'feedback_requests.learner',
  'feedback_requests.title',
  'feedback_requests.anonymous',
  'feedback_requests.status',
  'teachbacks.requester',
] as const;
const REPLY_COLUMNS = [
  'id',
  'review_id',
  'author_id',
  'body',
  'created_at',
  'edited_at',
  'hidden_at',
  'hidden_reason',
] as const;

/** Reviews with the reviewer's name (the teach-back's requester), only where `userId` is one of the parties. */
function partyReviews(db: Db, userId: string) {
  return db
    .selectFrom('feedback_requests')
    .innerJoin('teachbacks', 'teachbacks.id', 'feedback_requests.teachback_id')
    .where((eb) =>
      eb.or([
        eb('feedback_requests.reviewer_id', '=', userId),
        eb('feedback_requests.learner_id', '=', userId),
      ]),
    );
}

/** A review the user is a party to (reviewer or learner); anyone else's id finds nothing, like a missing one. */
export async function findThreadReview(
  db: Db,
  userId: string,
  reviewId: string,
): Promise<ThreadReview | undefined> {
  const row = await partyReviews(db, userId)
    .select(REVIEW_SIDE)
    .where('feedback_requests.id', '=', reviewId)
    .executeTakeFirst();
  return row && toThreadReview(row);
}

/** A reply with its review, when the user is a party to that review; undefined otherwise. */
export async function findReplyForParty(db: Db, userId: string, replyId: string) {
  const row = await partyReviews(db, userId)
    .innerJoin('review_replies', 'review_replies.review_id', 'feedback_requests.id')
    .select(REVIEW_SIDE)
    .select([
      'review_replies.id as reply_id',
      'review_replies.author_id',
      'review_replies.body',
      'review_replies.created_at',
      'review_replies.edited_at',
    ])
    .where('review_replies.id', '=', replyId)
    .executeTakeFirst();
  if (!row) return undefined;
  const reply: StoredReply = {
    id: row.reply_id,
    reviewId: row.id,
    authorId: row.author_id,
    body: row.body,
    createdAt: row.created_at,
    editedAt: row.edited_at,
  };
  return { review: toThreadReview(row), reply };
}

/** A thread, oldest first (its whole length is capped at REPLY_LIMITS.perThread, so one read holds it all). */
export async function listReplies(db: Db, reviewId: string, limit: number): Promise<StoredReply[]> {
  const rows = await db
    .selectFrom('review_replies')
    .select(REPLY_COLUMNS)
    .select(authorSuspended(sql.ref('review_replies.author_id')).as('author_suspended'))
    .where('review_id', '=', reviewId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...toStoredReply(row),
    marks: {
      hiddenAt: row.hidden_at,
      hiddenReason: row.hidden_reason,
      authorSuspended: row.author_suspended,
    },
  }));
}

export async function countReplies(db: Db, reviewId: string): Promise<number> {
  const row = await db
    .selectFrom('review_replies')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('review_id', '=', reviewId)
    .executeTakeFirst();
  return row?.count ?? 0;
}

export async function insertReply(db: Db, reply: StoredReply): Promise<void> {
  await db
    .insertInto('review_replies')
    .values({
      id: reply.id,
      review_id: reply.reviewId,
      author_id: reply.authorId,
      body: reply.body,
      created_at: reply.createdAt,
      edited_at: reply.editedAt,
    })
    .execute();
}

/**
 * Changes a reply's body as its author, if it was created at or after `createdAfter` (the edit window).
 * Returns whether it changed: an edit racing the window's end (or a delete) changes nothing.
 */
export async function updateReplyBody(
  db: Db,
  edit: { id: string; authorId: string; body: string; now: number; createdAfter: number },
): Promise<boolean> {
  const result = await db
    .updateTable('review_replies')
    .set({ body: edit.body, edited_at: edit.now })
    .where('id', '=', edit.id)
    .where('author_id', '=', edit.authorId)
    .where('created_at', '>=', edit.createdAfter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteReply(db: Db, id: string, authorId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('review_replies')
    .where('id', '=', id)
    .where('author_id', '=', authorId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

function toThreadReview(row: {
  id: string;
  reviewer_id: string;
  learner_id: string;
  learner: string;
  title: string;
  anonymous: number;
  status: string;
  requester: string;
}): ThreadReview {
  return {
    id: row.id,
    reviewerId: row.reviewer_id,
    reviewerName: row.requester,
    learnerId: row.learner_id,
    learner: row.learner,
    title: row.title,
    anonymous: row.anonymous === 1,
    submitted: row.status === 'completed',
  };
}

function toStoredReply(row: Selectable<ReviewRepliesTable>): StoredReply {
  return {
    id: row.id,
    reviewId: row.review_id,
    authorId: row.author_id,
    body: row.body,
    createdAt: row.created_at,
    editedAt: row.edited_at,
  };
}
