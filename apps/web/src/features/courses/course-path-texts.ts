import { countOf, type PathItemState } from '@teachloop/shared';

/** The viewer's state on a path item, as the course page and the item page name it. */
export const PATH_STATE_LABELS: Record<PathItemState, string> = {
  not_started: 'Not started',
  asked: 'Asked',
  being_taught: 'Being taught',
  taught_back: 'Taught back',
  reviewed: 'Reviewed',
  taught_by_you: 'Taught by you',
};

/** The words of the learning path, its items and the library of published explanations. */
export const PATH_TEXTS = {
  pathHeading: 'Learning path',
  progressName: 'Path progress',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  start: 'Start this path',
  starting: 'Starting…',
  started: 'You started this path',
  startFailed: 'Couldn’t start the path. Please try again.',
  pathLoadFailed: 'Couldn’t load your progress on this path.',
  keyIdeas: 'Key ideas',
  yourState: 'Your progress',
  ask: 'Ask for a teach-back',
  asking: 'Asking…',
  askFailed: 'Couldn’t ask for a teach-back. Please try again.',
  teach: 'Teach it',
  opening: 'Opening…',
  teachFailed: 'Couldn’t start your explanation. Please try again.',
  signInFirst: 'Log in first: you come back here afterwards.',
  explanations: 'Published explanations',
  explanationsEmpty: 'No published explanations yet. Teach it and be the first.',
  explanationsFailed: 'Couldn’t load the published explanations.',
  helpful: 'Helpful',
  helpfulCount: (count: number) => countOf(count, 'helpful mark'),
  helpfulFailed: 'Couldn’t save your mark. Please try again.',
  byAuthor: 'by',
  library: 'Library',
  searchLabel: 'Search explanations',
  searchButton: 'Search',
  searchPlaceholder: 'e.g. recursion',
  searchEmpty: (q: string) => `No published explanations match “${q}”.`,
  searchFailed: 'Couldn’t search the explanations.',
  searchResults: 'Search results',
  backToCourse: (title: string) => `Back to ${title}`,
} as const;
