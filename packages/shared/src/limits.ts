/** Business constants and input limits from the product spec (section 9). The server enforces every one. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 200,
  message: 5000,
} as const;

export const XP_PER_LEVEL = 500;
export const NEW_CHALLENGE_POINTS = 25;
export const MIN_PASSWORD_LENGTH = 8;
export const HEADER_BREAKPOINT_PX = 768;
