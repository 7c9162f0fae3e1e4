import { z } from 'zod';
import { DAILY_GOAL_TARGETS, DAILY_GOAL_TEXTS } from './daily-goal';

/** What the header shows: today's goal and how much of it is done (done may exceed target). */
export const dailyGoalSchema = z.object({
  target: z.number().int(),
  done: z.number().int(),
});
export type DailyGoal = z.infer<typeof dailyGoalSchema>;

/** PUT /api/daily-goal: the new target; answers the profile ({ profile }) with the goal in it. */
export const dailyGoalBodySchema = z.object({
  target: z.literal(DAILY_GOAL_TARGETS, { error: DAILY_GOAL_TEXTS.targetInvalid }),
});
export type DailyGoalBody = z.infer<typeof dailyGoalBodySchema>;
