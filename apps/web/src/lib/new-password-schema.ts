import { AUTH_MESSAGES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@teachloop/shared';
import { z } from 'zod';

/** A new password: the signup rules, also used when choosing a new one after a reset. No composition rules. */
export const newPasswordField = z
  .string()
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong);

export const confirmField = z.string().min(1, AUTH_MESSAGES.confirmRequired);

interface PasswordPair {
  password: string;
  confirm: string;
}

function hasPasswordPair(value: unknown): value is PasswordPair {
  if (typeof value !== 'object' || value === null) return false;
  const { password, confirm } = value as Record<string, unknown>;
  return typeof password === 'string' && typeof confirm === 'string';
}

/**
 * Adds 'Passwords do not match.' to the confirm field. `when` makes it run even while another field is invalid
 * (zod skips object refinements then by default), but only once something was typed in the confirm field.
 */
export function withMatchingPasswords<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return schema.refine((values) => !hasPasswordPair(values) || values.password === values.confirm, {
    path: ['confirm'],
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    when: (payload) => hasPasswordPair(payload.value) && payload.value.confirm !== '',
  });
}

export const newPasswordSchema = withMatchingPasswords(
  z.object({ password: newPasswordField, confirm: confirmField }),
);
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
