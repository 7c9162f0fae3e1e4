/**
 * The account that asks for explanations nobody else asked for: an explanation taught without being asked is a
 * teach-back of a challenge owned by this account, so the whole teach-back machinery (editor, revisions, review
 * sheet, replies, reports) serves it unchanged, and its pending review (reviewer = this account) is what
 * 'Open for review' lists. Nobody signs in as it: it has no password and no verified address.
 */
export const COURSES_USER_ID = 'teachloop-courses';
export const COURSES_USER_NAME = 'Teachloop Courses';

/** Whether the user is the courses account: never notified, mailed, assigned or listed. */
export function isCoursesAccount(userId: string): boolean {
  return userId === COURSES_USER_ID;
}

/** The courses account's address: the reserved .invalid domain, so no mail can ever reach it. */
export const COURSES_USER_EMAIL = 'courses@teachloop.invalid';
