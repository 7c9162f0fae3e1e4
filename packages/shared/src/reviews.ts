/**
 * Reviews: the requester's 1–5 star review of a completed teach-back (a feedback request), with an optional
 * rubric, a comment, anonymity, and the learner's 'Helpful' mark. The request row is the review: pending until
 * submitted, then completed and revisable.
 */
export const RUBRIC_CRITERIA = ['clarity', 'accuracy', 'examples'] as const;
export type RubricCriterion = (typeof RUBRIC_CRITERIA)[number];
export const RUBRIC_LABELS: Record<RubricCriterion, string> = {
  clarity: 'Clarity',
  accuracy: 'Accuracy',
  examples: 'Examples',
};

export const REVIEW_LIMITS = { comment: 2000, maxStars: 5 } as const;
/** A review pays its reviewer only with a star rating and a comment of at least this many characters. */
export const REVIEW_MIN_COMMENT_FOR_XP = 20;

export const REVIEW_MESSAGES = {
  noPermission: 'You don’t have permission to view this feedback.',
  notFound: 'Feedback not found.',
  submitFailed: 'Could not submit feedback.',
  loadFailed: 'Couldn’t load feedback queue.',
  empty: 'Nothing here yet.',
  anonymousReviewer: 'A peer',
  ratingRequired: 'Choose a star rating from 1 to 5 before submitting.',
  ratingInvalid: 'Rating must be a whole number of stars from 1 to 5.',
  rubricInvalid: 'Each rubric rating must be a whole number from 1 to 5, or left out.',
  commentInvalid: 'Comments must be text.',
  commentTooLong: `Comments must be at most ${REVIEW_LIMITS.comment} characters.`,
  anonymousInvalid: 'Anonymous must be true or false.',
  helpfulNotReviewed: 'Only a submitted review can be marked helpful.',
} as const;
