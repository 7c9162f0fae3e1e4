import { z } from 'zod';
import { CHALLENGE_LEVELS, LEARNING_LIMITS, LEARNING_MESSAGES } from './learning';
import { keysetQueryFields } from './learning-schemas';
import { OPEN_TO_TEACH_LIMITS, OPEN_TO_TEACH_MESSAGES } from './open-to-teach';
import { keysetPageSchema } from './page-schemas';

/** POST /api/teachbacks/:id/decline: an optional reason, kept for the record (trimmed; empty means none). */
export const declineTeachbackSchema = z
  .object({
    reason: z
      .string({ error: OPEN_TO_TEACH_MESSAGES.reasonInvalid })
      .trim()
      .max(OPEN_TO_TEACH_LIMITS.reason, OPEN_TO_TEACH_MESSAGES.reasonTooLong)
      .optional(),
  })
  // A request may carry no body at all (Fastify hands the schema null).
  .nullish()
  .transform((body) => ({ reason: body?.reason || null }));
export type DeclineTeachback = z.output<typeof declineTeachbackSchema>;

/** What became of a declined teach-back: another peer has it, or its challenge is now open to teach. */
export const declineTeachbackResponseSchema = z.object({
  outcome: z.enum(['passed_on', 'open_to_teach']),
});
export type DeclineTeachbackResponse = z.infer<typeof declineTeachbackResponseSchema>;

/** GET /api/challenges/open: filters by topic and level, newest first, keyset-paged. */
export const openChallengesQuerySchema = z.object({
  topic: z.string().trim().max(LEARNING_LIMITS.topic, LEARNING_MESSAGES.topicTooLong).optional(),
  level: z.enum(CHALLENGE_LEVELS, { error: LEARNING_MESSAGES.levelInvalid }).optional(),
  ...keysetQueryFields(OPEN_TO_TEACH_LIMITS.cursor, OPEN_TO_TEACH_LIMITS.max, OPEN_TO_TEACH_MESSAGES),
});
export type OpenChallengesQuery = z.output<typeof openChallengesQuerySchema>;

/** A challenge open to teach as anyone may see it: never its owner's id or address, no private notes. */
export const openChallengeSchema = z.object({
  id: z.string(),
  title: z.string(),
  topic: z.string(),
  level: z.enum(CHALLENGE_LEVELS),
  points: z.number(),
  createdAt: z.number(),
  dueTs: z.number().optional(),
  /** The owner's display name. */
  author: z.string(),
  /** The signed-in viewer's own challenge (they cannot accept it); false when signed out. */
  own: z.boolean(),
});
export type OpenChallenge = z.infer<typeof openChallengeSchema>;

export const openChallengesResponseSchema = keysetPageSchema('challenges', openChallengeSchema);
export type OpenChallengesResponse = z.infer<typeof openChallengesResponseSchema>;
