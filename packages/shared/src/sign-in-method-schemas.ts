import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './limits';
import { SIGN_IN_METHOD_MESSAGES } from './sign-in-methods';

/** Proves the password of the account a Google sign-in waits to join (the pending link is a cookie). */
export const confirmGoogleLinkSchema = z.object({
  password: z
    .string({ error: SIGN_IN_METHOD_MESSAGES.passwordRequired })
    .min(1, SIGN_IN_METHOD_MESSAGES.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, SIGN_IN_METHOD_MESSAGES.passwordRequired),
});
export type ConfirmGoogleLink = z.infer<typeof confirmGoogleLinkSchema>;

/** The ways the signed-in user can sign in, and whether this server offers Google at all. */
export const signInMethodsResponseSchema = z.object({
  password: z.boolean(),
  google: z.boolean(),
  googleAvailable: z.boolean(),
});
export type SignInMethods = z.infer<typeof signInMethodsResponseSchema>;
