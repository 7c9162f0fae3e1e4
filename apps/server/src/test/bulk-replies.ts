import type { Db } from '../db/database';
import { insertAll } from './bulk-rows';

/** A few replies under every third submitted review, alternating learner and reviewer, minutes apart. */
export async function fillReplies(db: Db): Promise<void> {
  const reviews = await db
    .selectFrom('feedback_requests')
    .select(['id', 'reviewer_id', 'learner_id', 'completed_at'])
    .where('status', '=', 'completed')
    .execute();
  const replies = reviews
    .filter((_, i) => i % 3 === 0)
    .flatMap((review) =>
      [0, 1, 2].map((n) => ({
        id: `r-${review.id}-${n}`,
        review_id: review.id,
        author_id: n % 2 === 0 ? review.learner_id : review.reviewer_id,
        body: `Reply ${n}`,
        created_at: Number(review.completed_at) + (n + 1) * 60_000,
        edited_at: null,
      })),
    );
  await insertAll(db, 'review_replies', replies);
}
