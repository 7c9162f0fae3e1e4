/** The feedback screens' own texts; the contract's texts (errors, 'Nothing here yet.') are REVIEW_MESSAGES. */
export const FEEDBACK_TEXTS = {
  pageTitle: 'Feedback',
  lead: 'Review your peers’ teach-backs, and see what they said about yours.',
  tabs: { toGive: 'To give', received: 'Received', requests: 'Requests' },
  searchLabel: 'Search feedback',
  searchPlaceholder: {
    toGive: 'Title, learner or comment',
    received: 'Title, reviewer or comment',
    requests: 'Title or reviewer',
  },
  noMatch: (query: string) => `Nothing matches “${query}”.`,
  count: (shown: number, total: number) =>
    shown === total ? `${total} ${total === 1 ? 'item' : 'items'}` : `${shown} of ${total} items`,
  giveFeedback: 'Give feedback',
  reviewAgain: 'Review again',
  markedHelpful: 'Marked helpful',
  helpful: 'Helpful',
  helpfulFailed: 'Couldn’t mark it helpful. Please try again.',
  awaitingReview: 'Awaiting review',
  reviewed: 'Reviewed',
  submitted: (title: string) => `Thanks! Your feedback on “${title}” was submitted.`,
  sheetTitle: { give: 'Give feedback', revise: 'Review again', fallback: 'Feedback' },
  noNotes: 'The learner left no notes.',
  // Honest about its reach: the reviewer is the challenge's owner, whom the learner's teach-back names.
  anonymousHint: (learner: string) =>
    `${learner} sees “A peer” instead of your name on this review, though the teach-back still shows who set the challenge.`,
  commentEarns: (minCharacters: number, points: number) =>
    `A comment of at least ${minCharacters} characters earns you +${points} XP.`,
  submit: 'Submit feedback',
  submitting: 'Submitting…',
} as const;

/** The side panel's address for one request. */
export function feedbackItemPath(id: string): string {
  return `/feedback/${encodeURIComponent(id)}`;
}
