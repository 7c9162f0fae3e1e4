import type { XpKind } from './xp/rules';

/**
 * XP integrity and the operators' overview: a moderator voids one XP ledger entry (it stays, counted
 * no more) and reads the site's figures. Routes under /api/moderation (moderators only).
 */
export const XP_VOID_LIMITS = { reason: 300, page: 20, cursor: 200 } as const;
export const OVERVIEW_WEEKS = 8;

export const XP_VOID_MESSAGES = {
  reasonRequired: 'Give a reason: the user is told it.',
  reasonTooLong: `A reason is at most ${XP_VOID_LIMITS.reason} characters.`,
  entryNotFound: 'XP entry not found.',
  alreadyVoided: 'Already voided.',
  nothingPaid: 'This entry paid no XP: there is nothing to void.',
  cursorInvalid: 'This page of XP entries is no longer valid. Reload the page.',
  userNotFound: 'User not found.',
} as const;

/** What earned an entry, as the moderator's list and the user's notification name it. */
export function xpSourceLabel(kind: XpKind, title: string | null): string {
  if (title === null) return 'an earlier award';
  const quoted = `“${title}”`;
  switch (kind) {
    case 'challenge_completed':
      return `completing ${quoted}`;
    case 'teachback_completed':
      return `the teach-back of ${quoted}`;
    case 'feedback_given':
      return `the review of ${quoted}`;
    case 'review_received':
      return `a review received on ${quoted}`;
    case 'review_helpful':
      return `a helpful mark on the review of ${quoted}`;
  }
}
