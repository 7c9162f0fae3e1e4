/**
 * Blocking: a user blocks another; a block by either side separates the pair (never assigned to each
 * other, no community review of each other, no replies or join requests seen either way). The blocked user is
 * never told: no notification, and no answer anywhere differs because of it.
 */
export const BLOCK_LIMITS = {
  /** The Blocked people list's page size, and the most one page may ask for. */
  default: 20,
  max: 50,
  /** Blocks made per hour per user (unblocking is not limited). */
  perHour: 60,
  /** A cursor is a short base64url string. */
  cursor: 200,
} as const;

export const BLOCK_MESSAGES = {
  notYourself: 'You can’t block yourself.',
  userNotFound: 'Data not found.',
  userIdInvalid: 'Choose a person to block.',
  cursorInvalid: 'This list’s position is not valid: reload the list.',
} as const;

/** The web's texts for blocking: the action, its confirmation, and the settings list. */
export const BLOCK_TEXTS = {
  block: 'Block',
  unblock: 'Unblock',
  confirmTitle: (name: string) => `Block ${name}?`,
  confirmBody:
    'You won’t be matched with each other, and you won’t see each other’s replies or join requests. They won’t be told.',
  blocked: (name: string) => `You blocked ${name}.`,
  unblocked: (name: string) => `You unblocked ${name}.`,
  failed: 'Couldn’t save that. Please try again.',
  settingsTitle: 'Blocked people',
  settingsIntro:
    'You and the people you blocked aren’t matched with each other and don’t see each other’s replies or join requests.',
  empty: 'You haven’t blocked anyone.',
  loadFailed: 'Couldn’t load the people you blocked.',
  blockedSince: (date: string) => `Blocked ${date}`,
} as const;
