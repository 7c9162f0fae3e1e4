/** Challenges, teach-backs, feedback requests and activity: constants and texts shared by web and server. */
export const CHALLENGE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const CHALLENGE_STATUSES = ['open', 'accepted', 'in_progress', 'completed'] as const;
export const TEACHBACK_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export const FEEDBACK_STATUSES = ['pending', 'completed'] as const;
export const ACTIVITY_TYPES = ['challenge', 'teachback', 'feedback', 'info'] as const;

export type ChallengeLevel = (typeof CHALLENGE_LEVELS)[number];
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];
export type TeachbackStatus = (typeof TEACHBACK_STATUSES)[number];
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * Input maxima. The spec sets none, so these are ours, chosen so that no real use hits them while a single
 * request stays small: a title fits on one line of a card (120), a topic is a short label (60), a prompt is a
 * few paragraphs (2000), working notes are several pages (10000 characters). Due dates lie 1 to 365 days
 * ahead (the spec's minimum is 1; a year is the furthest a study plan sensibly reaches).
 */
export const LEARNING_LIMITS = {
  title: 120,
  topic: 60,
  description: 2000,
  notes: 10000,
  maxDueDays: 365,
} as const;

/** A teach-back can be marked complete only with an explanation of at least this many words. */
export const TEACHBACK_MIN_WORDS = 50;

/** Words are counted by `countWords` in word-count.ts, the one counter the editor and the server share. */

/** Due (days) shown in the create form before the user changes it. */
export const DEFAULT_DUE_DAYS = 3;
/** The XP a completed teach-back earns its reviewer for giving feedback on it. */
export const FEEDBACK_REQUEST_POINTS = 10;
/** The spec picks the assignee among at most this many other profiles. */
export const ASSIGNEE_CANDIDATES = 25;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Ids in paths are ours (UUIDs); anything longer than this cannot name a row. */
export const ID_MAX_LENGTH = 100;
/** A list without ?limit returns everything up to this many rows, so no request can ask for an unbounded read. */
export const LIST_CAP = 200;
export const MAX_LIST_LIMIT = 100;
/** A list's `?cursor=`: a short base64url JSON pair (the last row's sort key and id). */
export const LIST_CURSOR_MAX = 200;
export const ACTIVITY_LIMITS = { default: 10, max: 50 } as const;

export const LEARNING_MESSAGES = {
  notLoggedIn: 'You must be logged in to create a challenge.',
  signInRequired: 'You must be signed in.',
  titleAndTopicRequired: 'Please provide both a title and topic.',
  titleTooLong: `Title must be at most ${LEARNING_LIMITS.title} characters.`,
  topicTooLong: `Topic must be at most ${LEARNING_LIMITS.topic} characters.`,
  descriptionTooLong: `Prompt/Instructions must be at most ${LEARNING_LIMITS.description} characters.`,
  descriptionInvalid: 'Prompt/Instructions must be text.',
  levelInvalid: 'Level must be Beginner, Intermediate or Advanced.',
  dueDaysRange: `Due (days) must be between 1 and ${LEARNING_LIMITS.maxDueDays}.`,
  notesInvalid: 'Notes must be text.',
  notesTooLong: `Notes must be at most ${LEARNING_LIMITS.notes} characters.`,
  challengeNotFound: 'Challenge not found',
  teachbackNotFound: 'Teach-back not found',
  challengeStartNeedsAccepted: 'This challenge can only be started once its teach-back has been accepted.',
  challengeAlreadyStarted: 'This challenge is already in progress.',
  challengeAlreadyCompleted: 'This challenge is already completed.',
  teachbackAlreadyStarted: 'This teach-back has already been started.',
  teachbackAlreadyCompleted: 'This teach-back is already completed.',
  teachbackTooShort: `Write at least ${TEACHBACK_MIN_WORDS} words of explanation before marking this teach-back complete.`,
  changedMeanwhile: 'This item was changed in the meantime. Reload and try again.',
  listCursorInvalid: 'This page of the list is no longer valid. Reload the page.',
  tooManyStreams: 'Too many open live-update connections. Close some tabs and try again.',
  streamsFull: 'Live updates are busy right now. The page will reconnect by itself.',
  // Texts the web shows for failures (spec section 8).
  challengeLoadFailed: 'Failed to load challenge.',
  teachbackLoadFailed: 'Failed to load teach-back.',
  teachbackOpenFailed: 'Couldn’t open this teach-back. Please try again.',
  saveFailed: 'Could not save progress.',
  completeFailed: 'Could not mark complete.',
} as const;

/** The spec's author text: display name, else the e-mail part before the at-sign, else 'Anonymous'. */
export function authorName(user: { displayName: string | null; email: string | null }): string {
  const displayName = user.displayName?.trim();
  if (displayName) return displayName;
  const prefix = user.email?.split('@')[0]?.trim();
  return prefix || 'Anonymous';
}
