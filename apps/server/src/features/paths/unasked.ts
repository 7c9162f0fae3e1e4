import { COURSES_USER_ID } from './courses-user';

/**
 * Whether a teach-back (or its challenge) was taught without being asked: its requester, the challenge's owner,
 * is the courses account. Such an explanation pays its author only after a rated review, and its pending review
 * is open at once to any other student.
 */
export function isUnasked(requesterId: string): boolean {
  return requesterId === COURSES_USER_ID;
}
