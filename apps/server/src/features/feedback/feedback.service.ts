import type { FeedbackRequest } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { listFeedbackForReviewer } from './feedback.repo';

/** The feedback requests the user is asked to give, newest first. */
export function listFeedbackToGive(db: Db, reviewerId: string, limit: number): Promise<FeedbackRequest[]> {
  return listFeedbackForReviewer(db, reviewerId, limit);
}
