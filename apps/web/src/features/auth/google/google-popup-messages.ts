/** The popup's first page; it asks the server for the provider's address and goes there. */
export const GOOGLE_POPUP_PATH = '/auth/google';
export const GOOGLE_POPUP_NAME = 'teachloop-google';
export const GOOGLE_POPUP_FEATURES = 'popup,width=480,height=640';
export const AUTH_CHANNEL_NAME = 'teachloop-auth';
export const GOOGLE_MESSAGE_TYPE = 'teachloop:google';

/** Error codes that mean the user chose not to continue (the provider's access_denied, our own cancelled). */
export const CANCELLED_CODES: ReadonlySet<string> = new Set(['access_denied', 'cancelled']);

export interface GoogleResult {
  type: typeof GOOGLE_MESSAGE_TYPE;
  error?: string | undefined;
}

const MAX_ERROR_LENGTH = 200;

/**
 * The popup's report, if this message is one: same origin, our type, an error code of at most 200 characters
 * if any. Anything else is ignored. Checked by hand, not with zod, so zod stays out of the login page's first
 * load.
 */
export function readGoogleResult(event: MessageEvent): GoogleResult | null {
  if (event.origin !== window.location.origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, error } = data as Record<string, unknown>;
  if (type !== GOOGLE_MESSAGE_TYPE) return null;
  if (error === undefined) return { type };
  if (typeof error !== 'string' || error.length > MAX_ERROR_LENGTH) return null;
  return { type, error };
}

/**
 * Tells the opener how the popup ended, twice: through window.opener, and through a BroadcastChannel for when
 * the opener link was cut (a provider page with a strict cross-origin-opener-policy severs it). The opener
 * handles whichever arrives first.
 */
export function reportGoogleResult(error?: string): void {
  const result: GoogleResult = error ? { type: GOOGLE_MESSAGE_TYPE, error } : { type: GOOGLE_MESSAGE_TYPE };
  try {
    const opener = window.opener as Window | null;
    opener?.postMessage(result, window.location.origin);
  } catch {
    // The opener is gone or no longer ours; the channel below still reaches it.
  }
  try {
    const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
    channel.postMessage(result);
    channel.close();
  } catch {
    // No BroadcastChannel in this browser: window.opener was the only way.
  }
}

/** Closes a popup, ignoring a window that is already gone. */
export function closeQuietly(popup: Window): void {
  try {
    if (!popup.closed) popup.close();
  } catch {
    // Nothing to do: the window cannot be reached any more.
  }
}
