import { z } from 'zod';
import { COURSE_LIMITS, COURSE_MESSAGES } from './courses';
import { LIBRARY_LIMITS, PATH_ITEM_STATES, PATH_MESSAGES } from './course-paths';
import { pageCursor } from './learning-schemas';
import { nextCursorSchema } from './page-schemas';

/** /api/courses/:slug/items/:item/…: the course and one item of its path. */
export const pathItemParamsSchema = z.object({
  slug: z.string().min(1).max(COURSE_LIMITS.slug, COURSE_MESSAGES.notFound),
  item: z.string().min(1).max(COURSE_LIMITS.slug, PATH_MESSAGES.itemNotFound),
});

/** The viewer's state on one item, and the rows it comes from (each null when there is none). */
export const pathItemProgressSchema = z.object({
  slug: z.string(),
  state: z.enum(PATH_ITEM_STATES),
  /** The viewer's own challenge asked from this item, if any (latest). */
  challengeId: z.string().nullable(),
  /** The viewer's own explanation of this item (asked of them or taught unasked), if any (latest). */
  teachbackId: z.string().nullable(),
});
export type PathItemProgress = z.infer<typeof pathItemProgressSchema>;

/** GET /api/courses/:slug/path: the viewer's path (signed out: every item not started, not started). */
export const coursePathResponseSchema = z.object({
  started: z.boolean(),
  items: z.array(pathItemProgressSchema),
  done: z.number().int(),
  total: z.number().int(),
  /** Set once the viewer completed the path (badge and verified skill awarded). */
  completedAt: z.number().nullable(),
});
export type CoursePathResponse = z.infer<typeof coursePathResponseSchema>;

/** POST /api/courses/:slug/items/:item/ask: the challenge created from the item (or the unfinished one). */
export const askPathItemResponseSchema = z.object({ challengeId: z.string() });
export type AskPathItemResponse = z.infer<typeof askPathItemResponseSchema>;

/** POST /api/courses/:slug/items/:item/teach: the explanation to write (new, or the unfinished one). */
export const teachPathItemResponseSchema = z.object({ teachbackId: z.string() });
export type TeachPathItemResponse = z.infer<typeof teachPathItemResponseSchema>;

/** GET /api/paths/next: the first item not done of the path the viewer started last, for the dashboard. */
export const nextPathItemResponseSchema = z.object({
  next: z
    .object({
      course: z.string(),
      courseTitle: z.string(),
      item: z.string(),
      itemTitle: z.string(),
      state: z.enum(PATH_ITEM_STATES),
      done: z.number().int(),
      total: z.number().int(),
    })
    .nullable(),
});
export type NextPathItemResponse = z.infer<typeof nextPathItemResponseSchema>;

/** An explanation taught without being asked, waiting in 'Open for review'. */
export const openReviewSchema = z.object({
  /** The review's id: reviewed at /api/feedback/community/:id with the ordinary review sheet. */
  id: z.string(),
  title: z.string(),
  course: z.string(),
  item: z.string(),
  learner: z.string(),
  createdAt: z.number(),
});
export type OpenReview = z.infer<typeof openReviewSchema>;

export const openReviewsQuerySchema = z.object({
  cursor: pageCursor(COURSE_LIMITS.cursor, PATH_MESSAGES.cursorInvalid),
});
export const openReviewsResponseSchema = z.object({
  reviews: z.array(openReviewSchema),
  nextCursor: nextCursorSchema,
});
export type OpenReviewsResponse = z.infer<typeof openReviewsResponseSchema>;

/** Who wrote a published explanation: their public profile's handle only when that profile is public. */
const explanationAuthorSchema = z.object({ name: z.string(), handle: z.string().nullable() });

/** One explanation of the library, as anyone may read it. */
export const publishedExplanationSchema = z.object({
  teachbackId: z.string(),
  course: z.string(),
  item: z.string(),
  title: z.string(),
  /** The explanation's Markdown, as its author wrote it. */
  body: z.string(),
  stars: z.number().int(),
  helpful: z.number().int(),
  publishedAt: z.number(),
  author: explanationAuthorSchema,
  /** Whether the signed-in viewer marked it helpful (false when signed out). */
  markedHelpful: z.boolean(),
});
export type PublishedExplanation = z.infer<typeof publishedExplanationSchema>;

/** GET /api/courses/:slug/items/:item/explanations: ranked by helpful marks, then stars, then newest. */
export const itemExplanationsQuerySchema = z.object({
  cursor: pageCursor(COURSE_LIMITS.cursor, PATH_MESSAGES.cursorInvalid),
});
export const itemExplanationsResponseSchema = z.object({
  explanations: z.array(publishedExplanationSchema),
  nextCursor: nextCursorSchema,
});
export type ItemExplanationsResponse = z.infer<typeof itemExplanationsResponseSchema>;

/** GET /api/explanations/search?q=…&course=…: full-text search of the library (title, prompt, text). */
export const explanationSearchQuerySchema = z.object({
  q: z
    .string({ error: PATH_MESSAGES.searchEmpty })
    .trim()
    .min(1, PATH_MESSAGES.searchEmpty)
    .max(LIBRARY_LIMITS.search, PATH_MESSAGES.searchTooLong),
  course: z.string().max(COURSE_LIMITS.slug, COURSE_MESSAGES.notFound).optional(),
});
export type ExplanationSearchQuery = z.output<typeof explanationSearchQuerySchema>;

/** A search hit: where it lives and a short plain-text excerpt, best match first. */
export const explanationSearchHitSchema = z.object({
  teachbackId: z.string(),
  course: z.string(),
  item: z.string(),
  title: z.string(),
  excerpt: z.string(),
  stars: z.number().int(),
  helpful: z.number().int(),
  author: explanationAuthorSchema,
});
export type ExplanationSearchHit = z.infer<typeof explanationSearchHitSchema>;
export const explanationSearchResponseSchema = z.object({ results: z.array(explanationSearchHitSchema) });
export type ExplanationSearchResponse = z.infer<typeof explanationSearchResponseSchema>;

/** PUT /api/teachbacks/:id/publish: the author's choice; `published` says whether it is in the library now. */
export const publishChoiceSchema = z.object({ publish: z.boolean() });
export type PublishChoice = z.infer<typeof publishChoiceSchema>;
export const publishStateSchema = z.object({ publish: z.boolean(), published: z.boolean() });
export type PublishState = z.infer<typeof publishStateSchema>;

/** POST or DELETE /api/explanations/:id/helpful: the viewer's mark and the count it leaves. */
export const helpfulMarkResponseSchema = z.object({ markedHelpful: z.boolean(), helpful: z.number().int() });
export type HelpfulMarkResponse = z.infer<typeof helpfulMarkResponseSchema>;
