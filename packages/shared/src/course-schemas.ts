import { z } from 'zod';
import { COURSE_LIMITS, COURSE_MESSAGES } from './courses';
import { CHALLENGE_LEVELS } from './learning';
import { pageCursor } from './learning-schemas';

export const courseParamsSchema = z.object({
  slug: z.string().min(1).max(COURSE_LIMITS.slug, COURSE_MESSAGES.notFound),
});

export const courseChallengesQuerySchema = z.object({
  cursor: pageCursor(COURSE_LIMITS.cursor, COURSE_MESSAGES.cursorInvalid),
});

/** An open challenge as a course page shows it: no owner, no description, for privacy. */
const courseChallengeSchema = z.object({
  id: z.string(),
  title: z.string(),
  topic: z.string(),
  level: z.enum(CHALLENGE_LEVELS),
  createdAt: z.number(),
});

export const courseChallengesResponseSchema = z.object({
  challenges: z.array(courseChallengeSchema),
  /** Pass back as ?cursor= for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CourseChallengesResponse = z.infer<typeof courseChallengesResponseSchema>;
