import { AUTH_MESSAGES, FULL_NAME_MAX_LENGTH } from '@teachloop/shared';
import { z } from 'zod';
import { emailField } from './email-schema';
import { confirmField, newPasswordField, withMatchingPasswords } from './new-password-schema';

/** Spec: the later signup screen labels the full name optional, which this follows. */
export const signupSchema = withMatchingPasswords(
  z.object({
    name: z.string().trim().max(FULL_NAME_MAX_LENGTH, AUTH_MESSAGES.fullNameTooLong),
    email: emailField,
    password: newPasswordField,
    confirm: confirmField,
  }),
);
export type SignupValues = z.infer<typeof signupSchema>;
