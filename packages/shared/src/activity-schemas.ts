import { z } from 'zod';
import {
  ACTIVITY_LINK_KINDS,
  ACTIVITY_MESSAGES,
  ACTIVITY_QUERY_LIMITS as L,
  ACTIVITY_TYPE_FILTERS,
} from './activity';
import { ACTIVITY_LIMITS, ACTIVITY_TYPES } from './learning';
import { listLimit, pageCursor } from './learning-schemas';
import { keysetPageSchema } from './page-schemas';

const activityLinkSchema = z.object({ kind: z.enum(ACTIVITY_LINK_KINDS), id: z.string() });
export type ActivityLink = z.infer<typeof activityLinkSchema>;

const activityEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  text: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  createdAt: z.number(),
  link: activityLinkSchema.nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/**
 * GET /api/activity?type=&q=&cursor=&limit=: the signed-in user's entries, newest first. `type` absent or
 * 'All' means every type; `q` matches the text or the link's label, case-insensitively, literally.
 */
export const activityListQuerySchema = z.object({
  limit: listLimit(ACTIVITY_LIMITS.max),
  type: z
    .enum(ACTIVITY_TYPE_FILTERS, { error: ACTIVITY_MESSAGES.typeInvalid })
    .optional()
    .transform((value) => (value === 'All' ? undefined : value)),
  q: z
    .string({ error: ACTIVITY_MESSAGES.searchTooLong })
    .max(L.search, ACTIVITY_MESSAGES.searchTooLong)
    .optional()
    .transform((value) => value?.trim() || undefined),
  cursor: pageCursor(L.cursor, ACTIVITY_MESSAGES.cursorInvalid),
});

/** A page of entries; `nextCursor` asks for the next page, null at the end. */
export const activityListResponseSchema = keysetPageSchema('activity', activityEntrySchema);
export type ActivityListResponse = z.infer<typeof activityListResponseSchema>;
