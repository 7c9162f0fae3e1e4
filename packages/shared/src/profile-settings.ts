import { AUTH_MESSAGES } from './auth-messages';
import { FULL_NAME_MAX_LENGTH } from './limits';
import { GENERIC_MESSAGES } from './messages';
import {
  hasDirectionControls,
  hasDirectionOverrides,
  hasForbiddenCharacters,
  hasVisibleCharacters,
} from './text-characters';
import { hasLinkLikeText } from './link-like-text';

/**
 * Profile settings (/settings/profile): the display name (required, FULL_NAME_MAX_LENGTH), a short
 * plain-text bio, and an avatar uploaded as PNG, JPEG or WebP up to 2 MB, which the server crops to a centred
 * square and keeps at two sizes as WebP. Without a photo, the initials on a colour from the user's id show.
 */
export const BIO_MAX_LENGTH = 280;
export const AVATAR_LIMITS = { maxBytes: 2 * 1024 * 1024 } as const;
/** The types an avatar upload may have, read from its bytes (GIF is refused: an avatar is one still frame). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Avatar uploads a user may make in an hour (each is decoded and resized on the server). */
export const AVATAR_UPLOADS_PER_HOUR = 20;
export const AVATAR_SIZES = [64, 256] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

export const AVATAR_PATH_PREFIX = '/api/avatars/';
/** Where an uploaded avatar is served; a new upload has a new version, so each address may be cached for ever. */
export const avatarUrl = (userId: string, version: string, size: AvatarSize = 256): string =>
  `${AVATAR_PATH_PREFIX}${userId}/${version}/${size}`;

export const PROFILE_MESSAGES = {
  nameRequired: AUTH_MESSAGES.fullNameRequired,
  nameTooLong: AUTH_MESSAGES.fullNameTooLong,
  nameHasLink: 'Names can’t contain links or web addresses.',
  bioTooLong: 'Bio must be at most 280 characters.',
  textInvalid: 'Remove the control characters from this text.',
  avatarWrongType: 'Only PNG, JPEG or WebP images can be used as a photo.',
  avatarTooLarge: 'A photo must be at most 2 MB.',
  avatarEmpty: 'Choose a photo to upload.',
  avatarUnreadable: 'That image could not be read. Try another one.',
  avatarNotFound: 'Photo not found.',
} as const;

/**
 * Why a display name cannot be kept, or undefined: at most FULL_NAME_MAX_LENGTH once trimmed, no control
 * characters, at least one visible character, no direction controls, no link or web address (a name shows in
 * other people's notifications and lists). The one rule: the shared schema, the settings form and sign-up use it.
 * Plain code, no zod, so a form can check as the user types without loading a schema.
 */
export function displayNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length > FULL_NAME_MAX_LENGTH) return PROFILE_MESSAGES.nameTooLong;
  if (hasForbiddenCharacters(trimmed)) return PROFILE_MESSAGES.textInvalid;
  if (!hasVisibleCharacters(trimmed)) return PROFILE_MESSAGES.nameRequired;
  if (hasDirectionControls(trimmed)) return GENERIC_MESSAGES.directionControls;
  if (hasLinkLikeText(trimmed)) return PROFILE_MESSAGES.nameHasLink;
  return undefined;
}

/** Why a bio cannot be kept, or undefined (free text keeps the single LRM/RLM marks, not overrides). */
export function bioProblem(bio: string): string | undefined {
  const trimmed = bio.trim();
  if (trimmed.length > BIO_MAX_LENGTH) return PROFILE_MESSAGES.bioTooLong;
  if (hasForbiddenCharacters(trimmed)) return PROFILE_MESSAGES.textInvalid;
  if (hasDirectionOverrides(trimmed)) return GENERIC_MESSAGES.directionOverrides;
  return undefined;
}
