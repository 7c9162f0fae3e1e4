/** The spec's route table (section 2). The web router registers every one; e2e tests walk them. */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/explore',
  '/contact',
  '/login',
  '/signup',
  '/community',
  '/challenges',
  '/leaderboard',
  '/how-xp-works',
  '/unsubscribe',
  '/terms',
  '/privacy',
] as const;

export const GUARDED_ROUTES = [
  '/teachbacks',
  '/challenges/create',
  '/dashboard',
  '/circles',
  '/circles/:id',
  '/activity',
  '/feedback',
  '/feedback/:id',
  '/challenges/:id',
  '/challenges/:id/work',
  '/teachbacks/:id/work',
  '/portfolio',
  '/notifications',
  '/settings/notifications',
  '/settings/profile',
] as const;

/**
 * The page the Google popup ends on, after sign-in or with ?error=<code>: it tells the opener and closes. The
 * server also sends there the errors it meets before it knows which sign-in a callback belongs to (an expired
 * or forged state).
 */
export const GOOGLE_POPUP_COMPLETE_PATH = '/auth/popup-complete';
/** The error a Google popup ends with when the account's password must be proved once (issue 34). */
export const LINK_NEEDS_PASSWORD_ERROR = 'link_needs_password';

/**
 * The error a Google sign-in of a suspended account ends with (the popup's ?error=, issue 35): the page shows the
 * spec's 'This account has been disabled.' for it.
 */
export const ACCOUNT_DISABLED_ERROR = 'account_disabled';
