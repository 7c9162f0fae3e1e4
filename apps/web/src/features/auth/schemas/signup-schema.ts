import { displayNameSchema } from '@teachloop/shared';
import { z } from 'zod';
import { emailField } from './email-schema';
import { confirmField, newPasswordField, withMatchingPasswords } from '../../../lib/new-password-schema';

/** Spec: the full name is required ('Please enter your full name.'), as the first rule set says. */
export const signupSchema = withMatchingPasswords(
  z.object({
    name: displayNameSchema,
    email: emailField,
    password: newPasswordField,
    confirm: confirmField,
  }),
);
export type SignupValues = z.infer<typeof signupSchema>;
