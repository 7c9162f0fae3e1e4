import type { FeedbackRequest } from '@teachloop/shared';
import type { Db, FeedbackRequestsTable } from '../../db/database';

export async function insertFeedbackRequest(db: Db, request: FeedbackRequest): Promise<void> {
  await db
    .insertInto('feedback_requests')
    .values({
      id: request.id,
      reviewer_id: request.reviewerId,
      learner_id: request.learnerId,
      learner: request.learner,
      teachback_id: request.teachbackId,
      title: request.title,
      points: request.points,
      status: request.status,
      rating: request.rating,
      comment: request.comment,
      created_at: request.createdAt,
      updated_at: request.updatedAt,
    })
    .execute();
}

/** The reviewer's requests, newest first. */
export async function listFeedbackForReviewer(db: Db, reviewerId: string, limit: number) {
  const rows = await db
    .selectFrom('feedback_requests')
    .selectAll()
    .where('reviewer_id', '=', reviewerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toFeedbackRequest);
}

function toFeedbackRequest(row: FeedbackRequestsTable): FeedbackRequest {
  return {
    id: row.id,
    reviewerId: row.reviewer_id,
    learnerId: row.learner_id,
    learner: row.learner,
    teachbackId: row.teachback_id,
    title: row.title,
    points: row.points,
    status: row.status,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
