/** Account suspension by a moderator: limits and the texts callers see. No zod here (see *-schemas). */
export const SUSPENSION_LIMITS = {
  reason: 500,
  cursor: 200,
  pageDefault: 20,
  pageMax: 50,
} as const;

export const SUSPENSION_MESSAGES = {
  reasonRequired: 'Give a reason for the suspension.',
  reasonTooLong: `A reason is at most ${SUSPENSION_LIMITS.reason} characters.`,
  untilInvalid: 'Choose when the suspension ends (a time in milliseconds), or null for good.',
  untilPast: 'A suspension must end in the future.',
  notAModerator: 'A moderator can’t be suspended.',
  notSuspended: 'This account is not suspended.',
  cursorInvalid: 'This page link is invalid. Reload the list.',
  limitInvalid: `Ask for 1 to ${SUSPENSION_LIMITS.pageMax} accounts.`,
  /** Added after the spec's 'This account has been disabled.' when the suspension has an end. */
  endsOn: (date: string) => `Your suspension ends on ${date}.`,
} as const;
