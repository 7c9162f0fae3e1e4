import { z } from 'zod';
import { keysetQueryFields } from './learning-schemas';
import { COMMUNITY_REVIEW_LIMITS, COMMUNITY_REVIEW_MESSAGES } from './review-due';
import { keysetPageSchema } from './page-schemas';

/** GET /api/feedback/community: oldest waiting first, keyset-paged. */
export const communityReviewsQuerySchema = z.object({
  ...keysetQueryFields(
    COMMUNITY_REVIEW_LIMITS.cursor,
    COMMUNITY_REVIEW_LIMITS.max,
    COMMUNITY_REVIEW_MESSAGES,
  ),
});
export type CommunityReviewsQuery = z.output<typeof communityReviewsQuerySchema>;

/** A review open to the community, as a verified peer sees it in the list (no notes until they open it). */
export const communityReviewSchema = z.object({
  id: z.string(),
  title: z.string(),
  topic: z.string(),
  learner: z.string(),
  points: z.number(),
  /** When the teach-back was completed. */
  createdAt: z.number(),
  dueAt: z.number(),
});
export type CommunityReview = z.infer<typeof communityReviewSchema>;

export const communityReviewsResponseSchema = keysetPageSchema('reviews', communityReviewSchema);
export type CommunityReviewsResponse = z.infer<typeof communityReviewsResponseSchema>;
