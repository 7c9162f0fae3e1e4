import { z } from 'zod';
import { removalSchema } from './content-removal-dtos';
import { dailyGoalSchema } from './daily-goal-schemas';
import { CHALLENGE_LEVELS, CHALLENGE_STATUSES, FEEDBACK_STATUSES, TEACHBACK_STATUSES } from './learning';
import { keysetPageSchema } from './page-schemas';

/** What the API answers with. Timestamps are epoch milliseconds. */
export const challengeSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  title: z.string(),
  topic: z.string(),
  level: z.enum(CHALLENGE_LEVELS),
  status: z.enum(CHALLENGE_STATUSES),
  description: z.string(),
  notes: z.string(),
  points: z.number(),
  tags: z.array(z.string()),
  author: z.string(),
  dueTs: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** Hidden by a moderator or its owner suspended: description and notes blanked for others. */
  removed: removalSchema,
  /**
   * In the owner's list only: its teach-back's status, teacher's public name and whether the owner's review is
   * submitted (null without a teach-back), so the list says where the loop stands.
   */
  teaching: z
    .object({ status: z.enum(TEACHBACK_STATUSES), name: z.string(), reviewed: z.boolean() })
    .nullable()
    .optional(),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const teachbackSchema = z.object({
  id: z.string(),
  challengeId: z.string(),
  assigneeId: z.string(),
  requesterId: z.string(),
  requester: z.string(),
  /** The challenge's title: what names the teach-back everywhere (the prompt is its long text). */
  title: z.string(),
  prompt: z.string(),
  status: z.enum(TEACHBACK_STATUSES),
  notes: z.string(),
  dueTs: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** Hidden by a moderator or its assignee suspended: notes blanked for others. */
  removed: removalSchema,
  /** Its challenge hidden or its requester suspended: `prompt` blanked on the work page. */
  promptRemoved: removalSchema,
});
export type Teachback = z.infer<typeof teachbackSchema>;

export const feedbackRequestSchema = z.object({
  id: z.string(),
  reviewerId: z.string(),
  learnerId: z.string(),
  learner: z.string(),
  teachbackId: z.string(),
  title: z.string(),
  points: z.number(),
  status: z.enum(FEEDBACK_STATUSES),
  rating: z.number().nullable(),
  comment: z.string().nullable(),
  /** The learner marked the review helpful (shown to the reviewer). */
  helpful: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** When the review is due: 3 days after the teach-back was completed (decision 023). */
  dueAt: z.number(),
  /** Hidden by a moderator or its reviewer suspended: rating and comment blanked for others. */
  removed: removalSchema,
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const profileSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  /** The user's short plain-text bio, null when none. */
  bio: z.string().nullable(),
  xp: z.number(),
  /** The current streak as of today in the viewer's time zone (0 when broken). */
  streak: z.number(),
  longestStreak: z.number(),
  /** Streak freezes held today (0 to 2). */
  streakFreezes: z.number(),
  /** Badge ids in the order they were earned. */
  badges: z.array(z.string()),
  /** Today's daily goal (the user's local day): the target they chose and the actions counted so far. */
  dailyGoal: dailyGoalSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const challengeListResponseSchema = keysetPageSchema('challenges', challengeSchema);
export const challengeResponseSchema = z.object({ challenge: challengeSchema });
export const createChallengeResponseSchema = z.object({
  challenge: challengeSchema,
  teachback: z.object({ id: z.string(), assigneeId: z.string() }).nullable(),
});
export const teachbackListResponseSchema = keysetPageSchema('teachbacks', teachbackSchema);
export const teachbackResponseSchema = z.object({ teachback: teachbackSchema });
export const feedbackListResponseSchema = keysetPageSchema('feedback', feedbackRequestSchema);
export const profileResponseSchema = z.object({ profile: profileSchema });

export type CreateChallengeResponse = z.infer<typeof createChallengeResponseSchema>;
export type FeedbackListResponse = z.infer<typeof feedbackListResponseSchema>;
export type ChallengeListResponse = z.infer<typeof challengeListResponseSchema>;
export type TeachbackListResponse = z.infer<typeof teachbackListResponseSchema>;
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
