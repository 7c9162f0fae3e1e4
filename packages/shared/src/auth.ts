import { z } from 'zod';

/** Texts of the spec's login, reset and signup validation rules and error catalogue (sections 5 and 8). */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  loginPasswordTooShort: 'Please enter your password (8+ characters).',
  fullNameTooLong: 'Full name must be at most 100 characters.',
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Use at least 8 characters.',
  passwordTooLong: 'Use at most 128 characters.',
  passwordHint: 'Use 8+ characters.',
  confirmRequired: 'Please confirm your password.',
  passwordsDoNotMatch: 'Passwords do not match.',
  invalidCredential: 'Incorrect email or password.',
  invalidEmail: 'That email address looks invalid.',
  userDisabled: 'This account has been disabled.',
  tooManyAttempts: 'Too many attempts. Please wait and try again.',
  loginDefault: 'Couldn’t sign you in. Please try again.',
  emailAlreadyInUse: 'This email is already registered.',
  operationNotAllowed: 'Email/password accounts are disabled.',
  weakPassword: 'Password is too weak. Use 8+ characters.',
  signupDefault: 'Something went wrong. Please try again.',
  popupClosed: 'Google popup closed before completing.',
  popupCancelled: 'Google popup was cancelled.',
  signupPopupCancelled: 'Popup request cancelled.',
  popupBlocked: 'Your browser blocked the popup. Allow popups and try again.',
  googleNotConfigured: 'Google sign-in is not configured here.',
  resetDefault: 'Couldn’t send reset email. Try again.',
  resetSent: (email: string) => `Reset link sent to ${email}. Check your inbox.`,
  resetLinkInvalid: 'This reset link is invalid or has expired. Ask for a new one from the login page.',
  passwordChanged: 'Your password has been changed. Log in with your new password.',
  crossSite: 'Cross-site requests are not allowed.',
} as const;

/** The signed-in user as the web app sees it (the spec's "signed-in user"). */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const clientConfigSchema = z.object({
  analyticsMeasurementId: z.string().nullable(),
  googleSignIn: z.boolean(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
