import { GOOGLE_POPUP_COMPLETE_PATH } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { rememberTimeZoneForSignIn } from '../../../lib/time-zone-cookie';

/**
 * Asks the server for the provider's authorization URL (it sets the state and PKCE cookies on the way), having
 * left the browser's time zone in a cookie for the callback, which creates a first-time profile.
 */
export async function startGoogleSignIn(): Promise<string> {
  rememberTimeZoneForSignIn();
  const response = await apiFetch<{ url?: unknown }>('/api/auth/sign-in/social', {
    method: 'POST',
    // Both outcomes come back to the same popup page, which reports to the opener and closes itself.
    body: {
      provider: 'google',
      callbackURL: GOOGLE_POPUP_COMPLETE_PATH,
      errorCallbackURL: GOOGLE_POPUP_COMPLETE_PATH,
    },
  });
  return webAddress(response.url);
}

/**
 * The answer's URL if it is a web address (http or https), else an error: a javascript: URL handed to
 * location.assign would run in our origin. Checked by hand, so the popup's first load carries no zod.
 */
function webAddress(url: unknown): string {
  if (typeof url === 'string' && ['https:', 'http:'].includes(protocolOf(url))) return url;
  throw new Error('The sign-in start answer holds no web address.');
}

function protocolOf(url: string): string {
  try {
    return new URL(url).protocol;
  } catch {
    return '';
  }
}
