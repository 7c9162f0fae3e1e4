import { COURSE_LIMITS, COURSE_MESSAGES, findCourse, type OpenChallengesResponse } from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { decodeCursor } from '../../keyset-cursor';
import { listOpenOnTopics } from '../challenges/open-to-teach.service';

/**
 * A page of the challenges open to teach on a course's topics, newest first: the same challenges, fields and
 * Accept as the 'Open to teach' view. Anyone may read it; `viewerId` only marks the viewer's own challenges.
 */
export async function listCourseChallenges(
  db: Db,
  viewerId: string | null,
  slug: string,
  cursor: string | undefined,
): Promise<OpenChallengesResponse> {
  const course = findCourse(slug);
  if (!course) throw new AppError('not_found', COURSE_MESSAGES.notFound);
  const after = cursor ? decodeCursor(cursor, COURSE_MESSAGES.cursorInvalid) : null;
  return listOpenOnTopics(db, viewerId, course.topics, { after, limit: COURSE_LIMITS.pageSize });
}
