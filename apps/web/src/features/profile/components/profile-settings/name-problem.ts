import {
  BIO_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  PROFILE_MESSAGES,
  hasVisibleCharacters,
} from '@teachloop/shared';

/** Why a display name cannot be saved (the server's rule: visible characters, at most 100), or undefined. */
export function nameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (!hasVisibleCharacters(trimmed)) return PROFILE_MESSAGES.nameRequired;
  if (trimmed.length > FULL_NAME_MAX_LENGTH) return PROFILE_MESSAGES.nameTooLong;
  return undefined;
}

export function bioProblem(bio: string): string | undefined {
  return bio.trim().length > BIO_MAX_LENGTH ? PROFILE_MESSAGES.bioTooLong : undefined;
}
