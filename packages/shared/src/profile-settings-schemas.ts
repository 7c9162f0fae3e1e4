import { z } from 'zod';
import { FULL_NAME_MAX_LENGTH } from './limits';
import { BIO_MAX_LENGTH, PROFILE_MESSAGES } from './profile-settings';
import { GENERIC_MESSAGES } from './messages';
import {
  hasDirectionControls,
  hasDirectionOverrides,
  hasForbiddenCharacters,
  hasLinkLikeText,
  hasVisibleCharacters,
} from './text-characters';

/**
 * A display name: trimmed, at least one visible character, no direction controls, no link or web address (a
 * name shows in other people's notifications and lists), at most FULL_NAME_MAX_LENGTH. Sign-up, the settings
 * form and the server all check a name with this one schema; a Google name that fails it is not kept.
 */
export const displayNameSchema = z
  .string()
  .trim()
  .max(FULL_NAME_MAX_LENGTH, PROFILE_MESSAGES.nameTooLong)
  .refine((name) => !hasForbiddenCharacters(name), PROFILE_MESSAGES.textInvalid)
  .refine(hasVisibleCharacters, PROFILE_MESSAGES.nameRequired)
  .refine((name) => !hasDirectionControls(name), GENERIC_MESSAGES.directionControls)
  .refine((name) => !hasLinkLikeText(name), PROFILE_MESSAGES.nameHasLink);

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
      .max(BIO_MAX_LENGTH, PROFILE_MESSAGES.bioTooLong)
      .refine((bio) => !hasForbiddenCharacters(bio), PROFILE_MESSAGES.textInvalid)
      .refine((bio) => !hasDirectionOverrides(bio), GENERIC_MESSAGES.directionOverrides)
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
