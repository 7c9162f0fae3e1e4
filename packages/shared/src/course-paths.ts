import type { ChallengeLevel } from './learning';

/**
 * One item of a course's learning path: content written into the repo (packages/shared/src/course-path-content.ts),
 * so editing it needs no migration. Asking an item creates a challenge with its title, prompt, topic and level;
 * teaching it writes an explanation of the prompt. `keyIdeas` are what a good explanation covers: shown on the
 * item page and to whoever reviews an explanation of it.
 */
export interface PathItem {
  /** Unique within its course; the item's URL segment (/explore/{course}/{item}). */
  slug: string;
  title: string;
  prompt: string;
  level: ChallengeLevel;
  /** One of the course's topics. */
  topic: string;
  /** Two or three ideas a good explanation covers. */
  keyIdeas: readonly string[];
}

/**
 * A student's state on one path item, from their own rows:
 * - `not_started`: nothing yet;
 * - `asked`: they asked it (their challenge waits for a teacher);
 * - `being_taught`: a peer is writing the explanation of their challenge, or they are writing one themself;
 * - `taught_back`: an explanation of it is written and waits for its review;
 * - `reviewed`: they learned it: a peer's explanation of their challenge got their rated review;
 * - `taught_by_you`: they taught it: their explanation of it got a rated review.
 * `reviewed` and `taught_by_you` are the two ways an item counts as done for the path.
 */
export const PATH_ITEM_STATES = [
  'not_started',
  'asked',
  'being_taught',
  'taught_back',
  'reviewed',
  'taught_by_you',
] as const;
export type PathItemState = (typeof PATH_ITEM_STATES)[number];

/** The two states that count an item done. */
export function isPathItemDone(state: PathItemState): boolean {
  return state === 'reviewed' || state === 'taught_by_you';
}

/** The value of a challenge's path_item: '{course}/{item}'. */
export function pathItemKey(course: string, item: string): string {
  return `${course}/${item}`;
}

/** Texts of the path and library API (the web app's texts live with its components). */
export const PATH_MESSAGES = {
  itemNotFound: 'Path item not found.',
  cursorInvalid: 'This page is no longer valid. Reload the list.',
  searchTooLong: 'Search for at most 100 characters.',
  searchEmpty: 'Type a word to search for.',
  /** Declining an explanation the author chose to teach: nobody asked it of them, so there is no one to pass it to. */
  unaskedDecline:
    'You chose to teach this one, so there is nobody to pass it to. Leave it unfinished if you change your mind.',
  notPublishable: 'Only an explanation of a course’s path item can be published in its library.',
  publishNotCompleted: 'Complete the explanation first; then choose whether to publish it.',
  explanationNotFound: 'Explanation not found.',
  ownExplanation: 'You cannot mark your own explanation helpful.',
} as const;

export const LIBRARY_LIMITS = { pageSize: 10, search: 100, searchResults: 20 } as const;
