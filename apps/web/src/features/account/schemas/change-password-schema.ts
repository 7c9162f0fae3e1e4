import { ACCOUNT_MESSAGES } from '@teachloop/shared';
import { z } from 'zod';
import { confirmField, newPasswordField, withMatchingPasswords } from '../../../lib/new-password-schema';

/** Change password (/settings/account): the current one, then the new one twice. */
export const changePasswordSchema = withMatchingPasswords(
  z.object({
    current: z.string().min(1, ACCOUNT_MESSAGES.currentPasswordRequired),
    password: newPasswordField,
    confirm: confirmField,
  }),
);

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
