import {
  countWords,
  LEARNING_MESSAGES,
  NOTIFICATION_TEXTS,
  REVISION_MESSAGES,
  TEACHBACK_MIN_WORDS,
  type SessionUser,
  type Teachback,
  type TeachbackContext,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { findReviewOfTeachback } from '../feedback/feedback.repo';
import { toLearnerReview } from '../feedback/review-views';
import { embedOwnImages } from '../images/own-images.service';
import { syncPublished } from '../library/publish.service';
import { notify } from '../notifications/notify.service';
import { publishAll, type Notice, type PublishDeps } from '../realtime/notices';
import { ownTeachbacks } from './own-teachbacks.service';
import { findTitledTeachback, reviseCompletedTeachback } from './revision.repo';

const notFound = () => new AppError('not_found', LEARNING_MESSAGES.teachbackNotFound);

/**
 * What the assignee's work page shows beside the teach-back: its challenge's title, when it was last revised,
 * and the review once it is given. Anyone else's teach-back is "not found".
 */
export async function getTeachbackContext(db: Db, user: SessionUser, id: string): Promise<TeachbackContext> {
  const teachback = await findTitledTeachback(db, user.id, id);
  if (!teachback) throw notFound();
  const review = await findReviewOfTeachback(db, user.id, id);
  return {
    title: teachback.title,
    topic: teachback.topic,
    level: teachback.level,
    revisedAt: teachback.revisedAt,
    review: review?.status === 'completed' ? toLearnerReview(review) : null,
    pathItem: teachback.pathItem,
    publish: teachback.publish,
    published: teachback.published,
  };
}

/**
 * The assignee publishes a revised explanation of a completed teach-back: the same limits as completing (at
 * least 50 words, only their own images), the reviewer is told, and no XP is paid again (completing paid it;
 * nothing here touches the ledger). Anyone else's teach-back is "not found"; one not completed is a conflict.
 */
export async function reviseExplanation(
  deps: PublishDeps & { db: Db; now: () => number },
  user: SessionUser,
  id: string,
  notes: string,
): Promise<Teachback> {
  const now = deps.now();
  const { teachback, notices } = await deps.db.transaction().execute(async (trx) => {
    const found = await findTitledTeachback(trx, user.id, id);
    if (!found) throw notFound();
    if (found.status !== 'completed') throw new AppError('conflict', REVISION_MESSAGES.notCompleted);
    if (countWords(notes) < TEACHBACK_MIN_WORDS) {
      throw new AppError('invalid_argument', LEARNING_MESSAGES.teachbackTooShort);
    }
    await embedOwnImages(trx, {
      userId: user.id,
      source: { kind: 'teachback_notes', id },
      markdown: notes,
      now,
    });
    if (!(await reviseCompletedTeachback(trx, { id, assigneeId: user.id, notes, now }))) {
      throw new AppError('conflict', LEARNING_MESSAGES.changedMeanwhile);
    }
    // A published explanation shows its revision in the library at once.
    await syncPublished(trx, id, now);
    // Completing asked the requester for a review; a missing request (never expected) still tells the requester.
    const review = await findReviewOfTeachback(trx, user.id, id);
    const reviewerId = review?.reviewerId ?? found.requesterId;
    const who = review?.learner ?? user.displayName ?? 'Your learner';
    const notices: Notice[] = [
      { userIds: [user.id], event: { type: 'teachbacks', ids: [id] } },
      ...(review ? [{ userIds: [reviewerId], event: { type: 'feedback' as const, ids: [review.id] } }] : []),
      ...(await notify(trx, {
        userId: reviewerId,
        kind: 'explanation_revised',
        text: NOTIFICATION_TEXTS.explanationRevised(who, found.title),
        href: review ? `/feedback/${review.id}` : '/feedback',
        now,
      })),
    ];
    const teachback = await ownTeachbacks.find(trx, user.id, id);
    if (!teachback) throw notFound();
    return { teachback, notices };
  });
  await publishAll(deps, notices);
  return teachback;
}
