import { COURSE_LIMITS, COURSE_MESSAGES, findCourse, type CourseChallengesResponse } from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { decodeCursor, encodeCursor } from '../../keyset-cursor';
import { listOpenOnTopic, type OpenChallengeRow } from './courses.repo';

const newestFirst = (a: OpenChallengeRow, b: OpenChallengeRow) =>
  b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * A page of the open challenges on a course's topics, newest first. Each topic is read from its own slice of
 * the index (at most one page + 1 rows each) and the slices are merged here, so the work is bounded by
 * topics × page size however many challenges exist.
 */
export async function listCourseChallenges(
  db: Db,
  slug: string,
  cursor: string | undefined,
): Promise<CourseChallengesResponse> {
  const course = findCourse(slug);
  if (!course) throw new AppError('not_found', COURSE_MESSAGES.notFound);
  const after = cursor ? decodeCursor(cursor, COURSE_MESSAGES.cursorInvalid) : null;
  const limit = COURSE_LIMITS.pageSize;
  const slices = await Promise.all(
    course.topics.map((topic) => listOpenOnTopic(db, topic, { after, limit: limit + 1 })),
  );
  const merged = slices.flat().sort(newestFirst);
  const page = merged.slice(0, limit);
  const last = page.at(-1);
  return {
    challenges: page,
    nextCursor: merged.length > limit && last ? encodeCursor(last) : null,
  };
}
