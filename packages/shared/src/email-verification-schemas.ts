import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages';
import { SIMPLE_EMAIL } from './contact';
import { MAX_PASSWORD_LENGTH } from './limits';

const email = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, AUTH_MESSAGES.invalidEmail)
  .regex(SIMPLE_EMAIL, AUTH_MESSAGES.invalidEmail);

/** POST /api/email/verify: the token from a link (verification or change). */
export const verifyEmailSchema = z.object({ token: z.string().min(1).max(200) });
/** Whether the link changed the address (else it verified it); the address itself is not echoed to the caller. */
export const verifyEmailResponseSchema = z.object({ changed: z.boolean() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** POST /api/email/change: the new address, and the current password when the account has one. */
export const changeEmailSchema = z.object({
  newEmail: email,
  currentPassword: z.string().max(MAX_PASSWORD_LENGTH).optional(),
});
export type ChangeEmail = z.infer<typeof changeEmailSchema>;
