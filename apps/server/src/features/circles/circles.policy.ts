import { CIRCLE_MESSAGES, type CircleMembership, type CirclePrivacy } from '@teachloop/shared';

/** What the rules need to know about a circle and the viewer: pure data, no database. */
export interface CircleFacts {
  privacy: CirclePrivacy;
  capacity: number;
  memberCount: number;
  membership: CircleMembership;
}

/** A refusal: the error code and the text the caller reads. */
export interface Refusal {
  code: 'conflict' | 'permission_denied';
  message: string;
}

const isMember = (membership: CircleMembership) => membership === 'owner' || membership === 'member';

/** Members and the leaderboard: members see them, and anyone sees an Open circle's. */
export function canSeeMembers(circle: Pick<CircleFacts, 'privacy' | 'membership'>): boolean {
  return circle.privacy === 'open' || isMember(circle.membership);
}

export function openings(circle: Pick<CircleFacts, 'capacity' | 'memberCount'>): number {
  return Math.max(0, circle.capacity - circle.memberCount);
}

/** Joining at once: Open circles only, not twice, not when full (the seat itself is taken atomically). */
export function joinRefusal(circle: CircleFacts): Refusal | null {
  if (isMember(circle.membership)) return { code: 'conflict', message: CIRCLE_MESSAGES.alreadyMember };
  if (circle.privacy === 'private') return { code: 'conflict', message: CIRCLE_MESSAGES.privateCircle };
  if (openings(circle) === 0) return { code: 'conflict', message: CIRCLE_MESSAGES.full };
  return null;
}

/** Asking to join: Private circles only, once at a time, not when already in or full. */
export function requestRefusal(circle: CircleFacts): Refusal | null {
  if (isMember(circle.membership)) return { code: 'conflict', message: CIRCLE_MESSAGES.alreadyMember };
  if (circle.privacy === 'open') return { code: 'conflict', message: CIRCLE_MESSAGES.openCircle };
  if (circle.membership === 'pending') return { code: 'conflict', message: CIRCLE_MESSAGES.alreadyRequested };
  if (openings(circle) === 0) return { code: 'conflict', message: CIRCLE_MESSAGES.full };
  return null;
}

/** Answering requests, handing over and closing: the owner's alone. */
export function ownerRefusal(circle: Pick<CircleFacts, 'membership'>): Refusal | null {
  return circle.membership === 'owner'
    ? null
    : { code: 'permission_denied', message: CIRCLE_MESSAGES.ownerOnly };
}

/** Leaving: members only; the owner hands the circle over or closes it first. */
export function leaveRefusal(circle: Pick<CircleFacts, 'membership'>): Refusal | null {
  if (circle.membership === 'owner') return { code: 'conflict', message: CIRCLE_MESSAGES.ownerCannotLeave };
  if (circle.membership !== 'member') return { code: 'conflict', message: CIRCLE_MESSAGES.notMember };
  return null;
}
