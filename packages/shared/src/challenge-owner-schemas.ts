import { z } from 'zod';
import { removalSchema } from './content-removal-dtos';
import { TEACHBACK_STATUSES } from './learning';
import { createChallengeSchema } from './learning-schemas';

/** PATCH /api/challenges/:id: every field again, validated exactly as at creation (the due date from now). */
export const editChallengeSchema = createChallengeSchema;
export type EditChallenge = z.output<typeof editChallengeSchema>;

/** The peer teaching a challenge back, as its owner sees them (GET /api/challenges/:id/teacher). */
export const challengeTeacherSchema = z.object({
  teachbackId: z.string(),
  /** The teacher's public name (display name, as on the leaderboard); never their address. */
  name: z.string(),
  photoURL: z.string().nullable(),
  status: z.enum(TEACHBACK_STATUSES),
  dueTs: z.number(),
  /** The explanation, Markdown, only once the teach-back is completed; null before. */
  explanation: z.string().nullable(),
  /** The explanation hidden by a moderator or its teacher suspended: `explanation` is then null. */
  explanationRemoved: removalSchema,
  /** The owner's review of it (open at /feedback/{id}), once the teach-back is completed. */
  reviewId: z.string().nullable(),
  /** Whether that review has been submitted (the loop's last step); false before the teach-back is completed. */
  reviewed: z.boolean(),
});
export type ChallengeTeacher = z.infer<typeof challengeTeacherSchema>;

export const challengeTeacherResponseSchema = z.object({
  /** Null while nobody teaches it: the challenge waits in the open list (or was completed without one). */
  teacher: challengeTeacherSchema.nullable(),
});
export type ChallengeTeacherResponse = z.infer<typeof challengeTeacherResponseSchema>;
