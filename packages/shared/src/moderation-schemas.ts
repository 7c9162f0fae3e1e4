import { z } from 'zod';
import { keysetQueryFields, pathId } from './learning-schemas';
import { REPORT_LIMITS, REPORT_MESSAGES, REPORT_REASONS } from './moderation';
import { REPORT_ITEM_KINDS } from './report-items';
import { hasVisibleCharacters } from './text-characters';
import { keysetPageSchema } from './page-schemas';

const itemKind = z.enum(REPORT_ITEM_KINDS, { error: REPORT_MESSAGES.kindInvalid });
const itemId = pathId;

/** POST /api/reports: what is reported, why, and an optional note (trimmed; blank is no note). */
export const createReportSchema = z.object({
  itemKind,
  itemId,
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonInvalid }),
  note: z
    .string({ error: REPORT_MESSAGES.noteInvalid })
    .max(REPORT_LIMITS.note, REPORT_MESSAGES.noteTooLong)
    .nullish()
    .transform((note) => (note && hasVisibleCharacters(note) ? note.trim() : null)),
});
export type CreateReportInput = z.input<typeof createReportSchema>;

export const createReportResponseSchema = z.object({ message: z.string() });
export type CreateReportResponse = z.infer<typeof createReportResponseSchema>;

const hideReason = z
  .string({ error: REPORT_MESSAGES.hideReasonRequired })
  .max(REPORT_LIMITS.hideReason, REPORT_MESSAGES.hideReasonTooLong)
  .transform((text) => text.trim())
  .refine((text) => text.length > 0 && hasVisibleCharacters(text), REPORT_MESSAGES.hideReasonRequired);

/** POST /api/moderation/items/hide: the item, the reason its author is told, and the report it answers. */
export const hideItemSchema = z.object({
  itemKind,
  itemId,
  reason: hideReason,
  reportId: pathId.optional(),
});
export type HideItemInput = z.input<typeof hideItemSchema>;

/** POST /api/moderation/items/unhide. */
export const unhideItemSchema = z.object({ itemKind, itemId });
export type UnhideItemInput = z.input<typeof unhideItemSchema>;

export const moderationActionResponseSchema = z.object({ ok: z.literal(true) });

/** GET /api/moderation/reports and /api/moderation/log: newest first, keyset-paged. */
export const moderationPageQuerySchema = z.object({
  ...keysetQueryFields(REPORT_LIMITS.cursor, REPORT_LIMITS.pageMax, REPORT_MESSAGES),
});

const person = z.object({ id: z.string(), name: z.string() });

/** One open report with its item in context, as the moderators' queue shows it. */
export const openReportSchema = z.object({
  id: z.string(),
  itemKind,
  itemId: z.string(),
  /** The item's title, explanation, review (stars and comment), reply, circle name or profile, shortened. */
  excerpt: z.string(),
  /** A review's stars, when the item is one. */
  rating: z.number().nullable(),
  /** Where the item is in the app, or null when no moderator page shows it. */
  href: z.string().nullable(),
  /** Whether a moderator has hidden the item already. */
  hidden: z.boolean(),
  subject: person,
  reporter: person,
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  /** Open reports on the same item, this one included. */
  openReportsOnItem: z.number(),
  createdAt: z.number(),
});
export type OpenReport = z.infer<typeof openReportSchema>;

export const openReportsResponseSchema = keysetPageSchema('reports', openReportSchema);
export type OpenReportsResponse = z.infer<typeof openReportsResponseSchema>;

export const moderationLogEntrySchema = z.object({
  id: z.string(),
  moderator: person,
  action: z.string(),
  itemKind: z.string().nullable(),
  itemId: z.string().nullable(),
  subject: person.nullable(),
  reason: z.string().nullable(),
  until: z.number().nullable(),
  createdAt: z.number(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

export const moderationLogResponseSchema = keysetPageSchema('entries', moderationLogEntrySchema);
export type ModerationLogResponse = z.infer<typeof moderationLogResponseSchema>;
