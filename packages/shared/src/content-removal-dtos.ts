import { z } from 'zod';

/**
 * An item's removed state as its reader sees it: absent or null while shown; `{ reason: null }` for
 * everyone but the author when a moderator hid it or its author is suspended (the content fields are then
 * blanked); `{ reason }` for the author of a hidden item, whose content stays.
 */
export const removalSchema = z.object({ reason: z.string().nullable() }).nullable().optional();
export type Removal = z.infer<typeof removalSchema>;
