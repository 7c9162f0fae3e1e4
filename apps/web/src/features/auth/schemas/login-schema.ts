import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from '@teachloop/shared';
import { z } from 'zod';
import { emailField } from './email-schema';

/** Spec: a short password is reported in the general banner, not beside the field (see LoginForm). */
export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.loginPasswordTooShort),
});
export type LoginValues = z.infer<typeof loginSchema>;
