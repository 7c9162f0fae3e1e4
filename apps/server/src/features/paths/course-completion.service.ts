import { courseBadgeId, findCourse, isPathItemDone, type Course } from '@teachloop/shared';
import type { Db } from '../../db/database';
import type { Notice } from '../realtime/notices';
import { earnBadge, xpNotices } from '../xp/award.service';
import { verifyCourseSkill } from '../xp/verified-skills.service';
import { findPathItemOfTeachback } from './course-completion.repo';
import { listPathRows } from './path-progress.repo';
import { pathProgress } from './path-state';
import { isUnasked } from './unasked';

/** The submitted review as its effects see it. */
interface RatedReview {
  teachbackId: string;
  learnerId: string;
  reviewerId: string;
  rating: number | null;
}

/**
 * After a review is submitted, in its transaction (which holds both parties' profiles): a review is the only
 * event that completes a path item, for its learner (they taught it) and, when the reviewer is the challenge's
 * owner, for the reviewer (they learned it). Whoever has now done every item of the course's path earns the
 * course's badge and the course as a verified skill, once (a revision, or a later review, finds the badge held).
 */
export async function completeCoursesAfterReview(
  trx: Db,
  review: RatedReview,
  now: number,
): Promise<Notice[]> {
  if ((review.rating ?? 0) <= 0) return [];
  const explained = await findPathItemOfTeachback(trx, review.teachbackId);
  const course = explained?.pathItem ? findCourse(explained.pathItem.split('/')[0] ?? '') : undefined;
  if (!explained || !course) return [];
  const parties = [review.learnerId];
  if (review.reviewerId === explained.ownerId) parties.push(review.reviewerId);
  const notices: Notice[] = [];
  for (const userId of parties.filter((id) => !isUnasked(id))) {
    notices.push(...(await completeCourse(trx, userId, course, now)));
  }
  return notices;
}

/** The course's badge and verified skill when every item of its path is done for the user; once. */
async function completeCourse(trx: Db, userId: string, course: Course, now: number): Promise<Notice[]> {
  if (course.path.length === 0) return [];
  const items = pathProgress(course.slug, course.path, await listPathRows(trx, userId), userId);
  if (!items.every((item) => isPathItemDone(item.state))) return [];
  const badge = await earnBadge(trx, userId, courseBadgeId(course.slug), now);
  // Held already: the path was completed before, and its skill came with it.
  if (badge.activityIds.length === 0) return [];
  const skill = await verifyCourseSkill(trx, userId, course.title, now);
  return [...xpNotices(userId, badge.activityIds), ...badge.notices, ...skill];
}
