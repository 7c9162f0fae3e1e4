import { z } from 'zod';

/** A friend who signed up from the user's invite link: their public name and when they joined. */
export const acceptedInviteSchema = z.object({
  id: z.string(),
  name: z.string(),
  joinedAt: z.number(),
});
export type AcceptedInvite = z.infer<typeof acceptedInviteSchema>;

/** GET /api/invites: the user's own invite link and the newest invites accepted (INVITE_LIMITS.accepted). */
export const invitesResponseSchema = z.object({
  url: z.string(),
  accepted: z.array(acceptedInviteSchema),
  /** True when older accepted invites exist beyond the list. */
  more: z.boolean(),
});
export type InvitesResponse = z.infer<typeof invitesResponseSchema>;
