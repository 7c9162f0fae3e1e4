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
/** The error a Google popup ends with when the account's password must be proved once. */
export const LINK_NEEDS_PASSWORD_ERROR = 'link_needs_password';

/**
 * The error a Google sign-in of a suspended account ends with (the popup's ?error=): the page shows the
 * spec's 'This account has been disabled.' for it.
 */
export const ACCOUNT_DISABLED_ERROR = 'account_disabled';

/**
 * 'Email me a sign-in link' (offered on /login when password sign-in is throttled for the account): the page
 * the mailed link opens, which signs in on a button press (a POST), so a mail scanner that fetches the link does
 * not spend it; and the two API endpoints, under Better Auth's base path so the device cookie reaches them.
 */
export const SIGN_IN_LINK_PATH = '/sign-in-link';
export const SIGN_IN_LINK_API = {
  request: '/api/auth/sign-in-link/request',
  verify: '/api/auth/sign-in-link/verify',
} as const;
