import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from '@teachloop/shared';
import { z } from 'zod';
import { emailField } from './email-schema';

/** The spec's login rules and texts; LoginForm shows both fields' errors under them. */
export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.loginPasswordTooShort),
});
export type LoginValues = z.infer<typeof loginSchema>;
