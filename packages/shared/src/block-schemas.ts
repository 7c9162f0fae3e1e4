import { z } from 'zod';
import { BLOCK_LIMITS, BLOCK_MESSAGES } from './blocks';
import { keysetQueryFields, pathId } from './learning-schemas';
import { ID_MAX_LENGTH } from './learning';
import { keysetPageSchema } from './page-schemas';

/** POST /api/blocks: the person to block, by user id. */
export const blockRequestSchema = z.object({
  userId: z
    .string({ error: BLOCK_MESSAGES.userIdInvalid })
    .min(1, BLOCK_MESSAGES.userIdInvalid)
    .max(ID_MAX_LENGTH, BLOCK_MESSAGES.userIdInvalid),
});
export type BlockRequest = z.infer<typeof blockRequestSchema>;

/** DELETE /api/blocks/:userId */
export const blockParamsSchema = z.object({ userId: pathId });

/** GET /api/blocks: newest first, keyset-paged. */
export const blocksQuerySchema = z.object({
  ...keysetQueryFields(BLOCK_LIMITS.cursor, BLOCK_LIMITS.max, BLOCK_MESSAGES),
});
export type BlocksQuery = z.output<typeof blocksQuerySchema>;

/** A person I blocked: their public name and photo, and when I blocked them. */
export const blockedUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  blockedAt: z.number(),
});
export type BlockedUser = z.infer<typeof blockedUserSchema>;

export const blocksResponseSchema = keysetPageSchema('blocked', blockedUserSchema);
export type BlocksResponse = z.infer<typeof blocksResponseSchema>;

/** POST /api/blocks answers the block as the list shows it. */
export const blockResponseSchema = z.object({ blocked: blockedUserSchema });
export type BlockResponse = z.infer<typeof blockResponseSchema>;
