import { z } from 'zod';
import { FEEDBACK_STATUSES } from './learning';
import { removalSchema } from './content-removal-dtos';
import { feedbackRequestSchema } from './learning-dtos';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from './reviews';
import { keysetPageSchema } from './page-schemas';

/**
 * 1 to 5 whole stars: a review is submitted only with a rating (the spec's unset rating, 0, is refused with
 * the same clear message as a missing one).
 */
const stars = z
  .number({
    error: (issue) => (issue.input == null ? REVIEW_MESSAGES.ratingRequired : REVIEW_MESSAGES.ratingInvalid),
  })
  .int(REVIEW_MESSAGES.ratingInvalid)
  .min(0, REVIEW_MESSAGES.ratingInvalid)
  .max(REVIEW_LIMITS.maxStars, REVIEW_MESSAGES.ratingInvalid)
  .refine((rating) => rating >= 1, { message: REVIEW_MESSAGES.ratingRequired });
const rubricScore = z
  .number({ error: REVIEW_MESSAGES.rubricInvalid })
  .int(REVIEW_MESSAGES.rubricInvalid)
  .min(1, REVIEW_MESSAGES.rubricInvalid)
  .max(REVIEW_LIMITS.maxStars, REVIEW_MESSAGES.rubricInvalid)
  .nullable()
  .optional();

const rubricSchema = z
  .object(
    { clarity: rubricScore, accuracy: rubricScore, examples: rubricScore },
    { error: REVIEW_MESSAGES.rubricInvalid },
  )
  .strict();

/** PUT /api/feedback/:id/review: submit or revise. */
export const submitReviewSchema = z.object({
  rating: stars,
  rubric: rubricSchema.optional(),
  comment: z
    .string({ error: REVIEW_MESSAGES.commentInvalid })
    .max(REVIEW_LIMITS.comment, REVIEW_MESSAGES.commentTooLong)
    .transform((text) => text.trim())
    .optional(),
  anonymous: z.boolean({ error: REVIEW_MESSAGES.anonymousInvalid }).optional(),
});
export type SubmitReview = z.infer<typeof submitReviewSchema>;

/** A stored rubric: each criterion rated 1–5 or null when left out. */
const rubricDtoSchema = z.object({
  clarity: z.number().nullable(),
  accuracy: z.number().nullable(),
  examples: z.number().nullable(),
});
export type Rubric = z.infer<typeof rubricDtoSchema>;

/** The reviewer's view of one request (the side panel): what is reviewed, and their review so far. */
const feedbackDetailSchema = feedbackRequestSchema.extend({
  topic: z.string(),
  /** The learner's teach-back notes: what is being reviewed. */
  teachbackNotes: z.string(),
  rubric: rubricDtoSchema,
  anonymous: z.boolean(),
  completedAt: z.number().nullable(),
  /** When the learner last published a revised explanation (teachbackNotes is the revision); null if never. */
  teachbackRevisedAt: z.number().nullable(),
  /** The teach-back explanation hidden or its learner suspended: teachbackNotes blanked. */
  teachbackRemoved: removalSchema,
  /**
   * Submitting this rating completes the reviewer's own challenge (it is theirs, not yet completed, and this
   * is not a community review): the review sheet says so before submitting.
   */
  completesChallenge: z.boolean().optional(),
});
export type FeedbackDetail = z.infer<typeof feedbackDetailSchema>;
export const feedbackDetailResponseSchema = z.object({ feedback: feedbackDetailSchema });
export type FeedbackDetailResponse = z.infer<typeof feedbackDetailResponseSchema>;

/**
 * The learner's view of a review of their teach-back (Received and Requests tabs). An anonymous review carries
 * neither the reviewer's id nor name: `reviewer` reads 'A peer' and `reviewerId` is null.
 */
const learnerReviewSchema = z.object({
  id: z.string(),
  teachbackId: z.string(),
  title: z.string(),
  topic: z.string(),
  reviewer: z.string(),
  reviewerId: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  rating: z.number().nullable(),
  rubric: rubricDtoSchema,
  comment: z.string().nullable(),
  anonymous: z.boolean(),
  helpful: z.boolean(),
  createdAt: z.number(),
  completedAt: z.number().nullable(),
  /** Hidden by a moderator or its reviewer suspended: rating, rubric and comment blanked. */
  removed: removalSchema,
});
export type LearnerReview = z.infer<typeof learnerReviewSchema>;
export const learnerReviewListResponseSchema = keysetPageSchema('reviews', learnerReviewSchema);
export const learnerReviewResponseSchema = z.object({ review: learnerReviewSchema });
export type LearnerReviewListResponse = z.infer<typeof learnerReviewListResponseSchema>;

/** GET /api/feedback/counts: the count tile of each tab of /feedback. */
const feedbackCountsSchema = z.object({
  /** Requests where I am the reviewer, waiting or reviewed: the rows of the To give list the tile counts. */
  toGive: z.number(),
  /** Those of them still waiting for my review (the header's count of what waits for me). */
  waiting: z.number(),
  /** Reviews others submitted on my teach-backs. */
  received: z.number(),
  /** My completed teach-backs, reviewed or waiting for review. */
  requests: z.number(),
});
export type FeedbackCounts = z.infer<typeof feedbackCountsSchema>;
export const feedbackCountsResponseSchema = z.object({ counts: feedbackCountsSchema });
export type FeedbackCountsResponse = z.infer<typeof feedbackCountsResponseSchema>;

/**
 * PUT /api/feedback/:id/review answers with the reviewer's view as it now reads: the detail's schema under the
 * route's own name.
 * @alias
 */
export const submitReviewResponseSchema = feedbackDetailResponseSchema;
export type SubmitReviewResponse = FeedbackDetailResponse;
