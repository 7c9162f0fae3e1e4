import { z } from 'zod';
import { COURSE_LIMITS, COURSE_MESSAGES } from './courses';
import { pageCursor } from './learning-schemas';

export const courseParamsSchema = z.object({
  slug: z.string().min(1).max(COURSE_LIMITS.slug, COURSE_MESSAGES.notFound),
});

/** A course page lists the challenges open to teach on its topics: answered as openChallengesResponseSchema. */
export const courseChallengesQuerySchema = z.object({
  cursor: pageCursor(COURSE_LIMITS.cursor, COURSE_MESSAGES.cursorInvalid),
});
