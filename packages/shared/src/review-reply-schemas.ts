import { z } from 'zod';
import { removalSchema } from './content-removal-dtos';
import { REPLY_LIMITS, REPLY_MESSAGES } from './review-replies';
import { GENERIC_MESSAGES } from './messages';
import { hasDirectionOverrides, hasVisibleCharacters } from './text-characters';

/**
 * POST /api/feedback/:id/replies and PATCH /api/replies/:id: the reply's Markdown, trimmed, with something to
 * see and no direction overrides (which could make the reply read as something else).
 */
export const replyBodySchema = z.object({
  body: z
    .string({ error: REPLY_MESSAGES.bodyInvalid })
    .max(REPLY_LIMITS.body, REPLY_MESSAGES.bodyTooLong)
    .transform((text) => text.trim())
    .refine((text) => text.length > 0, REPLY_MESSAGES.bodyRequired)
    .refine((text) => text.length === 0 || hasVisibleCharacters(text), REPLY_MESSAGES.bodyInvisible)
    .refine((text) => !hasDirectionOverrides(text), GENERIC_MESSAGES.directionOverrides),
});
export type ReplyBody = z.input<typeof replyBodySchema>;

/**
 * One reply as either party reads it. No user ids: `author` is the name the reader may see (an anonymous
 * reviewer stays 'A peer' to the learner), `mine` says whether the reader wrote it.
 */
export const reviewReplySchema = z.object({
  id: z.string(),
  reviewId: z.string(),
  author: z.string(),
  mine: z.boolean(),
  body: z.string(),
  createdAt: z.number(),
  editedAt: z.number().nullable(),
  /** Until when its author may still edit it (createdAt + REPLY_LIMITS.editWindowMs). */
  editableUntil: z.number(),
  /** Hidden by a moderator or its author suspended: body blanked for the other party. */
  removed: removalSchema,
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

export const replyListResponseSchema = z.object({ replies: z.array(reviewReplySchema) });
export type ReplyListResponse = z.infer<typeof replyListResponseSchema>;
export const replyResponseSchema = z.object({ reply: reviewReplySchema });
export type ReplyResponse = z.infer<typeof replyResponseSchema>;
