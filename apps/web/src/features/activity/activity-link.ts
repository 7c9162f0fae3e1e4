import type { ActivityLink } from '@teachloop/shared';

/**
 * The page an entry opens: a challenge's or teach-back's work page, a review in the feedback side panel, a
 * badge (or level, or verified skill) on the portfolio, a circle's page.
 */
export function activityHref(link: ActivityLink): string {
  const id = encodeURIComponent(link.id);
  switch (link.kind) {
    case 'challenge':
      return `/challenges/${id}/work`;
    case 'teachback':
      return `/teachbacks/${id}/work`;
    case 'review':
      return `/feedback/${id}`;
    case 'badge':
      return '/portfolio';
    case 'circle':
      return `/circles/${id}`;
  }
}
