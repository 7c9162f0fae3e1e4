import { badgeById, courseBadgeId } from '@teachloop/shared';

/** A badge's published name ('First Teach-back'); an id the web does not know yet shows as sent. */
export function badgeName(id: string): string {
  return badgeById(id)?.name ?? id;
}

/** A course's badge, earned by completing its learning path (shown with a cap rather than the award). */
export function isCourseBadge(id: string): boolean {
  return id.startsWith(courseBadgeId(''));
}
