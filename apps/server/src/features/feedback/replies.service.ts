import { randomUUID } from 'node:crypto';
import {
  NOTIFICATION_TEXTS,
  REPLY_LIMITS,
  REPLY_MESSAGES,
  REVIEW_MESSAGES,
  type ReviewReply,
  type SessionUser,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { blockedEitherWay } from '../blocks/blocked-pair.service';
import { embedOwnImages, releaseImages } from '../images/own-images.service';
import { notify } from '../notifications/notify.service';
import { publishAll, type Notice } from '../realtime/notices';
import type { StatusChangeDeps } from '../work-items/change-status.service';
import {
  countReplies,
  deleteReply,
  findReplyForParty,
  findThreadReview,
  insertReply,
  listReplies,
  updateReplyBody,
  type ThreadReview,
} from './replies.repo';
import { replyAuthorName, toReviewReply } from './reply-views';

/*
 * The thread under a review: only its two parties read or write it; anyone else is told it does not
 * exist (404). Each change is announced to both as a `feedback` event on the review's id, so their open
 * thread refetches; a new reply also notifies the other party.
 */

/** A thread, oldest first; a review not yet submitted has none. */
export async function listThread(db: Db, user: SessionUser, reviewId: string): Promise<ReviewReply[]> {
  const review = await findThreadReview(db, user.id, reviewId);
  if (!review) throw new AppError('not_found', REVIEW_MESSAGES.notFound);
  const replies = await listReplies(db, reviewId, REPLY_LIMITS.perThread);
  // A blocked pair does not see each other's replies: each keeps seeing only their own.
  const separated = await blockedEitherWay(db, user.id, otherParty(review, user.id));
  return replies
    .filter((reply) => !separated || reply.authorId === user.id)
    .map((reply) => toReviewReply(review, reply, user.id));
}

export async function postReply(
  deps: StatusChangeDeps,
  user: SessionUser,
  reviewId: string,
  body: string,
): Promise<ReviewReply> {
  const now = deps.now();
  const { reply, notices } = await deps.db.transaction().execute(async (trx) => {
    const review = await findThreadReview(trx, user.id, reviewId);
    if (!review) throw new AppError('not_found', REVIEW_MESSAGES.notFound);
    if (!review.submitted) throw new AppError('conflict', REPLY_MESSAGES.notReviewedYet);
    if ((await countReplies(trx, reviewId)) >= REPLY_LIMITS.perThread) {
      throw new AppError('conflict', REPLY_MESSAGES.threadFull);
    }
    const stored = { id: randomUUID(), reviewId, authorId: user.id, body, createdAt: now, editedAt: null };
    await insertReply(trx, stored);
    // Only the author's own uploads may be embedded (400 otherwise, and the reply is not written).
    await embedOwnImages(trx, { userId: user.id, source: replySource(stored.id), markdown: body, now });
    const other = otherParty(review, user.id);
    // Kept and answered as any reply, but the other side of a block is not told of it.
    const separated = await blockedEitherWay(trx, user.id, other);
    const notices: Notice[] = [
      threadChanged(review),
      ...(separated
        ? []
        : await notify(trx, {
            userId: other,
            kind: 'review_reply',
            text: NOTIFICATION_TEXTS.reviewReply(replyAuthorName(review, user.id, other), review.title),
            href: threadHref(review, other),
            now,
          })),
    ];
    return { reply: toReviewReply(review, stored, user.id), notices };
  });
  await publishAll(deps, notices);
  return reply;
}

/** Its author changes a reply, within REPLY_LIMITS.editWindowMs of posting it (after that, 409). */
export async function editReply(
  deps: StatusChangeDeps,
  user: SessionUser,
  replyId: string,
  body: string,
): Promise<ReviewReply> {
  const now = deps.now();
  const createdAfter = now - REPLY_LIMITS.editWindowMs;
  const { review, reply } = await deps.db.transaction().execute(async (trx) => {
    const found = await authorsReply(trx, user, replyId);
    if (found.reply.createdAt < createdAfter) throw new AppError('conflict', REPLY_MESSAGES.editWindowClosed);
    if (!(await updateReplyBody(trx, { id: replyId, authorId: user.id, body, now, createdAfter }))) {
      throw new AppError('conflict', REPLY_MESSAGES.editWindowClosed);
    }
    await embedOwnImages(trx, { userId: user.id, source: replySource(replyId), markdown: body, now });
    return { review: found.review, reply: { ...found.reply, body, editedAt: now } };
  });
  await publishAll(deps, [threadChanged(review)]);
  return toReviewReply(review, reply, user.id);
}

/** Its author deletes a reply, at any time. */
export async function removeReply(deps: StatusChangeDeps, user: SessionUser, replyId: string): Promise<void> {
  const now = deps.now();
  const review = await deps.db.transaction().execute(async (trx) => {
    const found = await authorsReply(trx, user, replyId);
    if (!(await deleteReply(trx, replyId, user.id))) throw new AppError('not_found', REPLY_MESSAGES.notFound);
    await releaseImages(trx, replySource(replyId), now);
    return found.review;
  });
  await publishAll(deps, [threadChanged(review)]);
}

/** The reply, when the user wrote it: the other party gets 403 (they see it), anyone else 404. */
async function authorsReply(db: Db, user: SessionUser, replyId: string) {
  const found = await findReplyForParty(db, user.id, replyId);
  if (!found) throw new AppError('not_found', REPLY_MESSAGES.notFound);
  if (found.reply.authorId !== user.id) {
    throw new AppError('permission_denied', REPLY_MESSAGES.notAuthor);
  }
  return found;
}

function replySource(replyId: string) {
  return { kind: 'review_reply', id: replyId } as const;
}

function otherParty(review: ThreadReview, userId: string): string {
  return userId === review.learnerId ? review.reviewerId : review.learnerId;
}

/** Where each party reads the thread: the reviewer in the review's panel, the learner in the Received tab. */
/**
 * Where a reply notice leads: the conversation itself, for either side. The reviewer's review panel opens on
 * the thread rather than the review form; the learner's Received tab opens that review's thread. `replies`
 * names the review whose conversation opens (the web's OPEN_REPLIES_PARAM).
 */
function threadHref(review: ThreadReview, readerId: string): string {
  const id = encodeURIComponent(review.id);
  return readerId === review.reviewerId
    ? `/feedback/${id}?replies=${id}`
    : `/feedback?tab=received&replies=${id}`;
}

function threadChanged(review: ThreadReview): Notice {
  return { userIds: [review.reviewerId, review.learnerId], event: { type: 'feedback', ids: [review.id] } };
}
