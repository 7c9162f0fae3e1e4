import { countOf } from '@teachloop/shared';

/** The feedback screens' own texts; the contract's texts (errors, 'Nothing here yet.') are REVIEW_MESSAGES. */
export const FEEDBACK_TEXTS = {
  /** Above a teach-back its learner revised after completing it (the text shown is the revision). */
  revisedOn: (date: string) => `Revised ${date}`,
  pageTitle: 'Feedback',
  lead: 'Review your peers’ teach-backs, and see what they said about yours.',
  tabs: { toGive: 'To give', received: 'Received', requests: 'Requests', open: 'Open for review' },
  searchLabel: 'Search feedback',
  searchPlaceholder: {
    toGive: 'Title, learner or comment',
    received: 'Title, reviewer or comment',
    requests: 'Title or reviewer',
  },
  noMatch: (query: string) => `Nothing matches “${query}”.`,
  /** `more`: the server holds more than the `total` loaded ('200+ items'). */
  count: (shown: number, total: number, more = false) =>
    shown === total && !more
      ? countOf(total, 'item')
      : shown === total
        ? `${total}+ items`
        : `${shown} of ${total}${more ? '+' : ''} items`,
  /** An empty Requests tab: what a request is, and where one comes from. */
  requestsEmpty: {
    title: 'No review requests yet.',
    lead: 'When you complete a teach-back, the person who set the challenge is asked to review it. Each of those requests shows here, waiting or reviewed.',
    action: 'Go to your teach-backs',
  },
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
  /** The name of the box the explanation scrolls in. */
  explanationLabel: (learner: string) => `${learner}’s explanation`,
  // Honest about its reach: the reviewer is the challenge's owner, whom the learner's teach-back names.
  anonymousHint: (learner: string) =>
    `${learner} sees “A peer” instead of your name on this review, though the teach-back still shows who set the challenge.`,
  commentEarns: (minCharacters: number, points: number) =>
    `A comment of at least ${minCharacters} characters earns you +${points} XP.`,
  /** A review past its due date (decision 023); before it, the due text of teach-backs ('2 days left'). */
  overdue: 'Overdue',
  /** 'Open for review': reviews still missing 7 days on, open to peers with the topic verified. */
  openForReview: {
    tab: 'Open for review',
    lead: 'Teach-backs on topics you have verified that have waited 7 days for a review. The first review wins.',
    empty:
      'Nothing is waiting for you. When a teach-back on a topic you have verified goes 7 days without a review, it appears here.',
    review: 'Review',
    completedOn: (date: string) => `Completed ${date}`,
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    /** The tab's two lists: explanations taught unasked (open to all), and the week-old reviews above. */
    waitingTitle: 'Waiting a week on your verified topics',
    taught: {
      title: 'Taught without being asked',
      lead: 'Explanations students wrote for a step of a course’s learning path, on their own. Any student may review one, with stars, a comment and the rubric; the first review counts.',
      empty: 'Nothing is waiting for review right now.',
      facts: (learner: string, age: string) => `By ${learner} · ${age}`,
    },
  },
  submit: 'Submit feedback',
  /** Above Submit when the rating completes the reviewer's own challenge (the owner's first rating). */
  completesChallenge: (title: string) => `Submitting your rating completes “${title}”.`,
  submitting: 'Submitting…',
} as const;

/** The side panel's address for one request. */
export function feedbackItemPath(id: string): string {
  return `/feedback/${encodeURIComponent(id)}`;
}

/**
 * The side panel's address for a review open to others than its reviewer: a community reviewer's (decision 023),
 * or any student's of an explanation taught without being asked.
 */
export function communityReviewPath(id: string): string {
  return `/feedback/open/${encodeURIComponent(id)}`;
}
