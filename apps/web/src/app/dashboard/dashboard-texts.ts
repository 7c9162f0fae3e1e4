/**
 * The line under the greeting: what the page holds, true on an empty day too (a new student has nothing that
 * needs them yet; the checklist below says where to start).
 */
export const DASHBOARD_LEAD =
  'Your challenges in progress, teach-backs due and feedback to give, in one place.';

/**
 * The dashboard's own texts (the spec's panel empty texts stay beside their panels, as the spec words them):
 * the getting-started checklist and the actions inside the empty panels.
 */
export const ONBOARDING_TEXTS = {
  title: 'Get started',
  loop: 'The loop: you post a challenge, a peer teaches it back, you review what they wrote — and you teach others’ challenges back too.',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  done: 'Done',
  notDone: 'Not done yet',
  steps: {
    createdChallenge: {
      title: 'Create a challenge',
      hint: 'Ask for a topic you want explained to you.',
      action: 'Create a challenge',
    },
    taughtBack: {
      title: 'Teach one back',
      hint: 'Explain a peer’s challenge in your own words.',
      action: 'Find one to teach',
      /** When a teach-back already waits for the user. */
      actionAssigned: 'Open your teach-backs',
    },
    reviewed: {
      title: 'Review one',
      hint: 'When a peer teaches your challenge back, rate their explanation.',
      action: 'Go to feedback',
    },
  },
} as const;

/**
 * What an empty panel says and offers, and the honest word for someone who has not taught anything back yet.
 * Creating a challenge has one path on the page, the 'Create challenge' quick button (and the checklist's
 * step while it is open): the empty panels explain instead of repeating it.
 */
export const EMPTY_PANEL_TEXTS = {
  activeChallengesHint: 'Challenges you create show here until they’re complete.',
  findOneToTeach: 'Find one to teach',
  /** Teach-backs due, to someone who has never completed one ('Nothing due right now. Nice!' would praise nothing). */
  noTeachbacksYet: 'No teach-backs due yet. Pick a challenge that’s open to teach.',
  feedbackHint: 'When a peer teaches one of your challenges back, it waits here for your review.',
} as const;

/** /challenges' 'Open to teach' view. */
export const OPEN_TO_TEACH_PATH = '/challenges?view=open';

/** The 'Next on your path' card: the next item of the path the student started last, or where to start one. */
export const NEXT_PATH_TEXTS = {
  title: 'Next on your path',
  /** The card's link to the course list, once a path is under way. */
  allCourses: 'All courses',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  none: 'No learning path started yet.',
  noneHint: 'Pick a course and start its path: each step is a challenge to ask for or to teach.',
  explore: 'Explore courses',
} as const;
