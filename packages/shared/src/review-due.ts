import { DAY_MS } from './learning';

/**
 * Review due dates and community reviewers (docs/decisions/023): a review is due 3 days after the
 * teach-back was completed, its reviewer is reminded a day before, and a review still missing 7 days after
 * completion opens to any peer with the challenge's topic verified. The first such review wins.
 */
export const REVIEW_DUE_AFTER_MS = 3 * DAY_MS;
export const REVIEW_REMINDER_BEFORE_MS = DAY_MS;
export const COMMUNITY_REVIEW_AFTER_MS = 7 * DAY_MS;

export const COMMUNITY_REVIEW_LIMITS = { default: 20, max: 50, cursor: 200 } as const;

export const COMMUNITY_REVIEW_MESSAGES = {
  ownTeachback: 'You can’t review your own teach-back.',
  yourOwnRequest: 'This review is yours to give: find it under To give.',
  alreadyReviewed: 'Another peer has already reviewed this teach-back.',
  cursorInvalid: 'This page of reviews is no longer valid. Reload the page.',
  loadFailed: 'Couldn’t load the reviews open to you.',
} as const;
