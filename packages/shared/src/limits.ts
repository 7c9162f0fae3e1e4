/** Business constants and input limits from the product spec (section 9). The server enforces every one. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 200,
  message: 5000,
} as const;

export const XP_PER_LEVEL = 500;
export const NEW_CHALLENGE_POINTS = 25;
export const MIN_PASSWORD_LENGTH = 8;
/** No composition rules; a long passphrase is welcome up to this length. */
export const MAX_PASSWORD_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 100;
export const RESET_LINK_VALID_MINUTES = 60;
/** How long an e-mailed sign-in link works (once); one is mailed per account per 5 minutes at most. */
export const SIGN_IN_LINK_VALID_MINUTES = 15;
