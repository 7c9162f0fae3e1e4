/** Texts of safe Google linking and of the settings' 'Sign-in methods' section. */
export const SIGN_IN_METHOD_MESSAGES = {
  linkNeedsPassword: 'An account with this e-mail exists. Enter its password once to connect Google.',
  linkExpired: 'That Google sign-in has expired. Continue with Google again.',
  passwordRequired: 'Enter your password.',
  lastMethod: 'This is your only way to sign in. Connect another method before you disconnect it.',
  googleNotVerified: 'Google has not verified that address, so it cannot be connected.',
  googleOtherAddress: 'Connect a Google account with the same e-mail address as this account.',
  googleTakenElsewhere: 'That Google account is connected to another Teachloop account.',
  googleConnected: 'Google connected.',
  googleDisconnected: 'Google disconnected.',
} as const;
