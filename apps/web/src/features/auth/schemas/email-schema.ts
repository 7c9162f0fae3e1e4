import { AUTH_MESSAGES, SIMPLE_EMAIL } from '@teachloop/shared';
import { z } from 'zod';

/** The longest address the server accepts (RFC 5321's path limit). */
const EMAIL_MAX_LENGTH = 254;

/** Required and of the spec's simple shape, checked on the trimmed value. */
export const emailField = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailInvalid)
  .regex(SIMPLE_EMAIL, AUTH_MESSAGES.emailInvalid);

/** The reset panel only says 'Enter a valid email address.', empty or not. */
export const resetRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailInvalid)
    .regex(SIMPLE_EMAIL, AUTH_MESSAGES.emailInvalid),
});
export type ResetRequestValues = z.infer<typeof resetRequestSchema>;
