import { z } from 'zod';

/** The signed-in user as the web app sees it (the spec's "signed-in user"). */
const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  /** False until the address is proven by a link we mailed (or by Google); absent in older fixtures. */
  emailVerified: z.boolean().optional(),
  /** True for moderators (granted from the command line); absent in older fixtures. */
  moderator: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });

export const clientConfigSchema = z.object({
  analyticsMeasurementId: z.string().nullable(),
  googleSignIn: z.boolean(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
