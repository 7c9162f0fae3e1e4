import { z } from 'zod';
import { CHALLENGE_LEVELS } from './learning';
import { learnerReviewResponseSchema } from './review-schemas';

/**
 * A teach-back's work page beyond the item itself: the challenge it teaches back (its title heads the
 * page), when the explanation was last revised, and the review once one was given (anonymous reviews stay
 * anonymous: see LearnerReview). Revising a completed explanation sends the same body as saving notes.
 */
export const teachbackContextSchema = z.object({
  title: z.string(),
  /** The challenge's topic and level: what the assignee reads before starting or declining. */
  topic: z.string(),
  level: z.enum(CHALLENGE_LEVELS),
  revisedAt: z.number().nullable(),
  review: learnerReviewResponseSchema.shape.review.nullable(),
  /** '{course}/{item}' when it explains a learning path's item (asked or taught unasked); else null. */
  pathItem: z.string().nullable(),
  /** The author's choice to publish it in the course library once rated 4 stars or more. */
  publish: z.boolean(),
  /** Whether it is in the course library now. */
  published: z.boolean(),
});
export type TeachbackContext = z.infer<typeof teachbackContextSchema>;
export const teachbackContextResponseSchema = z.object({ context: teachbackContextSchema });
export type TeachbackContextResponse = z.infer<typeof teachbackContextResponseSchema>;
