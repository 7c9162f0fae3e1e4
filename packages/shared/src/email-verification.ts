/** How long a verification link (sign-up, resend) and an e-mail change link work; each works once. */
export const EMAIL_VERIFY_LINK_VALID_HOURS = 24;
export const EMAIL_CHANGE_LINK_VALID_HOURS = 1;
/** Where the links in those mails lead: the page that confirms them. */
export const VERIFY_EMAIL_PATH = '/verify-email';

export const EMAIL_VERIFICATION_TEXTS = {
  bannerLabel: 'Verify your e-mail',
  banner: (email: string) => `Check your inbox to verify ${email}.`,
  bannerWhy:
    'Verify your address to earn XP and appear on leaderboards. XP you earn meanwhile is kept and paid when you verify.',
  resend: 'Resend',
  resending: 'Sending…',
  resent: 'Sent. Check your inbox.',
  verifying: 'Verifying your e-mail…',
  verified: 'Your e-mail is verified.',
  changed: 'Your new e-mail is verified and in use.',
  linkInvalid: 'This link has expired or has already been used.',
  linkInvalidHint: 'Sign in and ask for a new link from the banner at the top of the page.',
  continue: 'Continue',
  changeEmailTitle: 'Change e-mail',
  newEmail: 'New e-mail',
  currentPassword: 'Current password',
  changeEmailSubmit: 'Send confirmation link',
  changeEmailSent: (email: string) =>
    `If ${email} can be used, a confirmation link is on its way to it. Your address changes once you open it.`,
  sameEmail: 'That is already your e-mail.',
} as const;
