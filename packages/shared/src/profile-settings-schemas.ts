import { z } from 'zod';
import { bioProblem, displayNameProblem } from './profile-settings';
import { hasVisibleCharacters } from './text-characters';

/** A zod check from a plain rule that names what is wrong (or undefined), so form and server share the rule. */
const byRule =
  (problem: (text: string) => string | undefined) => (text: string, context: z.RefinementCtx) => {
    const message = problem(text);
    if (message) context.addIssue({ code: 'custom', message });
  };

/**
 * A display name, trimmed, by the one rule `displayNameProblem` (visible characters, no direction controls, no
 * link or web address, at most FULL_NAME_MAX_LENGTH). Sign-up, the settings form and the server all check it; a
 * Google name that fails it is not kept.
 */
export const displayNameSchema = z.string().trim().superRefine(byRule(displayNameProblem));

/**
 * PATCH /api/profile: the fields to change (the settings form sends both; 'Choose your name' only the name).
 * An empty bio removes it; a bio may not hold direction overrides (free text keeps the single LRM/RLM marks).
 */
export const updateProfileRequestSchema = z
  .object({
    displayName: displayNameSchema.optional(),
    bio: z
      .string()
      .trim()
      .superRefine(byRule(bioProblem))
      // A bio of only invisible characters is no bio: saved as empty, which removes it.
      .transform((bio) => (hasVisibleCharacters(bio) ? bio : ''))
      .optional(),
  })
  .strict();
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** POST /api/profile/avatar: where the new photo is served. */
export const avatarResponseSchema = z.object({ photoURL: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

export const avatarParamsSchema = z.object({
  userId: z.string().min(1).max(100),
  version: z.string().min(1).max(100),
  size: z.enum(['64', '256']),
});
