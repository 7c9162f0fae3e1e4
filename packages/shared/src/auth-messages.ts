import { SIGN_IN_LINK_VALID_MINUTES } from './limits';

// Apart from auth.ts's schemas, so a page that needs only these texts does not pull zod in with them.
/** Texts of the spec's login, reset and signup validation rules and error catalogue (sections 5 and 8). */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  loginPasswordTooShort: 'Please enter your password (8+ characters).',
  fullNameRequired: 'Please enter your full name.',
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

/** 'Email me a sign-in link': the offer on /login after a throttled password sign-in, and its landing page. */
export const SIGN_IN_LINK_TEXTS = {
  offer: 'Email me a sign-in link',
  offerHint: 'You can still get in without your password: we can e-mail you a link that signs you in.',
  sending: 'Sending…',
  sent: (email: string) =>
    `Check your inbox. If ${email} has an account, a sign-in link is on its way. It works once, for ${SIGN_IN_LINK_VALID_MINUTES} minutes.`,
  sendFailed: 'Couldn’t send the sign-in link. Please try again.',
  pageTitle: 'Sign in with your link',
  pageIntro: 'Press the button to sign in on this browser.',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  linkInvalid: 'This sign-in link is invalid, used or has expired. Ask for a new one from the login page.',
  backToLogin: 'Back to login',
} as const;
