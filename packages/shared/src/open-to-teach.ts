/**
 * Challenges open to teach: a challenge with no teach-back (created while nobody else existed, or
 * declined by everyone offered it) waits in a public list until a peer accepts it. An assignee may decline a
 * teach-back they have not started, with an optional reason.
 */
export const OPEN_TO_TEACH_LIMITS = { default: 20, max: 50, cursor: 200, reason: 500 } as const;

export const OPEN_TO_TEACH_MESSAGES = {
  reasonInvalid: 'A reason must be text.',
  reasonTooLong: `A reason must be at most ${OPEN_TO_TEACH_LIMITS.reason} characters.`,
  declineAfterStart: 'You can only decline a teach-back you have not started.',
  acceptOwn: 'You can’t accept your own challenge.',
  alreadyTaken: 'Someone else accepted this challenge first.',
  notOpen: 'This challenge is no longer open to teach.',
  cursorInvalid: 'This page of challenges is no longer valid. Reload the page.',
  signInToAccept: 'Log in to accept a challenge.',
  loadFailed: 'Couldn’t load the challenges open to teach.',
  acceptFailed: 'Couldn’t accept this challenge. Please try again.',
  declineFailed: 'Couldn’t decline this teach-back. Please try again.',
} as const;
