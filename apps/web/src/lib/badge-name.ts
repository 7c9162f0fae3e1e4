import { badgeById, COURSE_BADGE_COURSES, courseBadgeId } from '@teachloop/shared';

/** A badge's published name ('First Teach-back'); an id the web does not know yet shows as sent. */
export function badgeName(id: string): string {
  return badgeById(id)?.name ?? id;
}

/** A course's badge, earned by completing its learning path (shown with a cap rather than the award). */
export function isCourseBadge(id: string): boolean {
  return id.startsWith(courseBadgeId(''));
}

/**
 * A skill verified by completing a course's learning path (named after the course), not by peers' reviews of
 * teach-backs on the topic: it has no reviews to list.
 */
export function isCourseSkill(topic: string): boolean {
  return COURSE_BADGE_COURSES.some((course) => course.title === topic);
}

/** What a course skill says instead of the reviews behind a peer-verified one. */
export const COURSE_SKILL_NOTE = 'Learning path completed';
