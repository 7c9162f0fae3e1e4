import { COURSE_LIMITS, PATH_MESSAGES, type OpenReviewsResponse, type SessionUser } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { decodeCursor, pageOf } from '../../keyset-cursor';
import { listOpenReviews } from './open-reviews.repo';

/**
 * A page of 'Open for review': explanations other students taught without being asked, oldest first, each
 * reviewed through the community review routes (/api/feedback/community/:id) with the ordinary review sheet.
 * Reviewing one takes a verified address (community-review.policy.ts), so a viewer without one is offered none.
 */
export async function openReviews(
  db: Db,
  viewer: SessionUser,
  cursor: string | undefined,
): Promise<OpenReviewsResponse> {
  const after = cursor ? decodeCursor(cursor, PATH_MESSAGES.cursorInvalid) : null;
  if (!viewer.emailVerified) return { reviews: [], nextCursor: null };
  const limit = COURSE_LIMITS.pageSize;
  const rows = await listOpenReviews(db, viewer.id, { after, limit: limit + 1 });
  const page = pageOf(rows, limit, (row) => row);
  return {
    reviews: page.rows.map((row) => {
      const [course = '', item = ''] = (row.pathItem ?? '').split('/');
      return { id: row.id, title: row.title, course, item, learner: row.learner, createdAt: row.createdAt };
    }),
    nextCursor: page.nextCursor,
  };
}
