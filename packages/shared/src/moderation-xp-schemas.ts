import { z } from 'zod';
import { pageCursor, pathId } from './learning-schemas';
import { XP_VOID_LIMITS, XP_VOID_MESSAGES } from './moderation-xp';
import { hasVisibleCharacters } from './text-characters';
import { XP_KINDS } from './xp/rules';
import { nextCursorSchema } from './page-schemas';

/** POST /api/moderation/xp/{entryId}/void: why (the user is told it). */
export const voidXpBodySchema = z
  .object({
    reason: z
      .string({ error: XP_VOID_MESSAGES.reasonRequired })
      .trim()
      .min(1, XP_VOID_MESSAGES.reasonRequired)
      .max(XP_VOID_LIMITS.reason, XP_VOID_MESSAGES.reasonTooLong)
      .refine(hasVisibleCharacters, XP_VOID_MESSAGES.reasonRequired),
  })
  .strict();
export type VoidXpBody = z.infer<typeof voidXpBodySchema>;
export const xpEntryParamsSchema = z.object({ entryId: pathId });
export const xpUserParamsSchema = z.object({ userId: pathId });

export const xpLedgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(XP_KINDS),
  /** What earned it ('the teach-back of “Photosynthesis”'). */
  source: z.string(),
  /** What it paid (what it had paid, once voided). */
  amount: z.number(),
  createdAt: z.number(),
  voidedAt: z.number().nullable(),
  voidReason: z.string().nullable(),
});
export type XpLedgerEntry = z.infer<typeof xpLedgerEntrySchema>;

/** GET /api/moderation/users/{userId}/xp?cursor=: the user's ledger, newest first. */
export const userXpQuerySchema = z.object({
  cursor: pageCursor(XP_VOID_LIMITS.cursor, XP_VOID_MESSAGES.cursorInvalid),
});
export const userXpResponseSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), xp: z.number() }),
  entries: z.array(xpLedgerEntrySchema),
  nextCursor: nextCursorSchema,
});
export type UserXpResponse = z.infer<typeof userXpResponseSchema>;
export const voidXpResponseSchema = z.object({ entry: xpLedgerEntrySchema });
export type VoidXpResponse = z.infer<typeof voidXpResponseSchema>;

/** One week of the overview: it starts Monday 00:00 UTC (`weekStart`, epoch ms). */
const overviewWeekSchema = z.object({
  weekStart: z.number(),
  teachbacksCompleted: z.number(),
  reviewsGiven: z.number(),
});
export type OverviewWeek = z.infer<typeof overviewWeekSchema>;

/** GET /api/moderation/overview. */
export const overviewResponseSchema = z.object({
  totalUsers: z.number(),
  /** Distinct users with an XP ledger entry (paid or capped) in the last 7 days. */
  weeklyActiveUsers: z.number(),
  openReports: z.number(),
  /** The last OVERVIEW_WEEKS weeks, oldest first; the last is the current week so far. */
  weeks: z.array(overviewWeekSchema),
});
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;
