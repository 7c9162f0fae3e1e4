/** A handle: /u/{handle}. Lower-case letters, digits and hyphens, 3–30 characters, no hyphen at either end. */
export const HANDLE_LIMITS = { min: 3, max: 30 } as const;
export const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export const PUBLIC_PROFILE_MESSAGES = {
  handleTooShort: `A handle needs at least ${HANDLE_LIMITS.min} characters.`,
  handleTooLong: `A handle can have at most ${HANDLE_LIMITS.max} characters.`,
  handleCharacters: 'Use lower-case letters, digits and hyphens, not at the start or end.',
  handleTaken: 'That handle is taken. Try another.',
  handleTooManyTries: 'You’ve tried several handles in a short time. Please wait a while and try again.',
  notFound: 'This profile doesn’t exist or isn’t public.',
} as const;

/** What is wrong with a handle (the message handleSchema gives), or null; no zod, for the settings form. */
export function handleProblem(value: string): string | null {
  if (value.length < HANDLE_LIMITS.min) return PUBLIC_PROFILE_MESSAGES.handleTooShort;
  if (value.length > HANDLE_LIMITS.max) return PUBLIC_PROFILE_MESSAGES.handleTooLong;
  return HANDLE_PATTERN.test(value) ? null : PUBLIC_PROFILE_MESSAGES.handleCharacters;
}

/** Whether a path segment could be a handle at all (anything else is a missing profile, never an error). */
export function isHandleShape(value: string): boolean {
  return handleProblem(value) === null;
}

/**
 * The handle made from a name: lower-cased, accents dropped, every run of other characters a hyphen, cut to fit
 * with room for a collision suffix ('-2'…); 'learner' when nothing usable is left.
 */
export function handleBaseOf(name: string | null | undefined): string {
  const base = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, HANDLE_LIMITS.max - 7)
    .replace(/^-+|-+$/g, '');
  return base.length >= HANDLE_LIMITS.min ? base : base ? `${base}-learner` : 'learner';
}

/** The n-th candidate for a base: the base itself, then base-2, base-3… */
export function handleCandidate(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}

/** The public page's address. */
export const publicProfilePath = (handle: string) => `/u/${handle}`;
