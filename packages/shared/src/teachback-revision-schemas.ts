import { z } from 'zod';
import { learnerReviewResponseSchema } from './review-schemas';

/**
 * A teach-back's work page beyond the item itself (issue 33): the challenge it teaches back (its title heads the
 * page), when the explanation was last revised, and the review once one was given (anonymous reviews stay
 * anonymous: see LearnerReview). Revising a completed explanation sends the same body as saving notes.
 */
export const teachbackContextSchema = z.object({
  title: z.string(),
  revisedAt: z.number().nullable(),
  review: learnerReviewResponseSchema.shape.review.nullable(),
});
export type TeachbackContext = z.infer<typeof teachbackContextSchema>;
export const teachbackContextResponseSchema = z.object({ context: teachbackContextSchema });
export type TeachbackContextResponse = z.infer<typeof teachbackContextResponseSchema>;
