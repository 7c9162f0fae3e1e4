/**
 * The daily goal: how many actions make a student's day, their own choice of 1, 2 or 3. Three actions count,
 * each once per thing done, on the student's local day (their profile's time zone, as the streak): a teach-back
 * they completed for a peer, a rated review they gave, and an explanation they taught without being asked (a
 * completed teach-back of a path item nobody requested). It sits beside the streak and does not change it.
 */
export const DAILY_GOAL_TARGETS = [1, 2, 3] as const;
export type DailyGoalTarget = (typeof DAILY_GOAL_TARGETS)[number];
export const DEFAULT_DAILY_GOAL: DailyGoalTarget = 1;

export const DAILY_GOAL_ACTIONS = ['teachback', 'review', 'unasked'] as const;
export type DailyGoalAction = (typeof DAILY_GOAL_ACTIONS)[number];

export const DAILY_GOAL_TEXTS = {
  actions: {
    teachback: 'A teach-back you completed',
    review: 'A rated review you gave',
    unasked: 'An explanation you taught without being asked',
  } satisfies Record<DailyGoalAction, string>,
  /** The ring's accessible name, e.g. 'Daily goal: 1 of 2 done'. */
  ringLabel: (done: number, target: number) => `Daily goal: ${Math.min(done, target)} of ${target} done`,
  pickerTitle: 'Daily goal',
  pickerHelp:
    'How many actions make your day: a teach-back completed, a rated review given, or an explanation taught without being asked.',
  option: (target: number) => (target === 1 ? '1 action a day' : `${target} actions a day`),
  met: 'Daily goal met. See you tomorrow!',
  saved: 'Daily goal saved.',
  targetInvalid: 'Daily goal must be 1, 2 or 3.',
} as const;
