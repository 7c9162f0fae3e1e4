import { z } from 'zod';

/**
 * GET /api/onboarding: the dashboard's getting-started checklist, each step read from what the user has done.
 * The checklist goes away once all three are true.
 */
export const onboardingStepsSchema = z.object({
  /** The user created a challenge (one still stored: a deleted challenge no longer counts). */
  createdChallenge: z.boolean(),
  /** The user completed a teach-back of a peer's challenge. */
  taughtBack: z.boolean(),
  /** The user submitted a review of a peer's teach-back. */
  reviewed: z.boolean(),
});
export type OnboardingSteps = z.infer<typeof onboardingStepsSchema>;

export const onboardingResponseSchema = z.object({ onboarding: onboardingStepsSchema });
export type OnboardingResponse = z.infer<typeof onboardingResponseSchema>;
