import { z } from 'zod';
import { keysetQueryFields, pathId } from './learning-schemas';
import { SUSPENSION_LIMITS, SUSPENSION_MESSAGES } from './suspension';
import { hasVisibleCharacters } from './text-characters';
import { keysetPageSchema } from './page-schemas';

export const suspensionParamsSchema = z.object({ userId: pathId });

/** PUT /api/moderation/users/:userId/suspension: why, and until when (epoch ms), or null for good. */
export const suspendUserSchema = z.object({
  reason: z
    .string({ error: SUSPENSION_MESSAGES.reasonRequired })
    .trim()
    .max(SUSPENSION_LIMITS.reason, SUSPENSION_MESSAGES.reasonTooLong)
    .refine(hasVisibleCharacters, SUSPENSION_MESSAGES.reasonRequired),
  until: z
    .number({ error: SUSPENSION_MESSAGES.untilInvalid })
    .int(SUSPENSION_MESSAGES.untilInvalid)
    .positive(SUSPENSION_MESSAGES.untilInvalid)
    .max(Number.MAX_SAFE_INTEGER, SUSPENSION_MESSAGES.untilInvalid)
    .nullable(),
});
export type SuspendUser = z.infer<typeof suspendUserSchema>;

const suspendedAccountSchema = z.object({
  userId: z.string(),
  /** The account's display name; null when it has none. */
  name: z.string().nullable(),
  reason: z.string(),
  suspendedAt: z.number(),
  /** When it lifts itself; null for good. */
  until: z.number().nullable(),
});
export type SuspendedAccount = z.infer<typeof suspendedAccountSchema>;

export const suspendUserResponseSchema = z.object({ suspension: suspendedAccountSchema });

/** GET /api/moderation/suspensions?cursor=&limit=: accounts suspended now, newest first. */
export const suspensionListQuerySchema = z.object({
  ...keysetQueryFields(SUSPENSION_LIMITS.cursor, SUSPENSION_LIMITS.pageMax, SUSPENSION_MESSAGES),
});

export const suspensionListResponseSchema = keysetPageSchema('accounts', suspendedAccountSchema);
export type SuspensionListResponse = z.infer<typeof suspensionListResponseSchema>;
