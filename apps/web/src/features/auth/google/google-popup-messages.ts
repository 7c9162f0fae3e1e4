import { z } from 'zod';

/** The popup's first page; it asks the server for the provider's address and goes there. */
export const GOOGLE_POPUP_PATH = '/auth/google';
export const GOOGLE_POPUP_NAME = 'teachloop-google';
export const GOOGLE_POPUP_FEATURES = 'popup,width=480,height=640';
export const AUTH_CHANNEL_NAME = 'teachloop-auth';
export const GOOGLE_MESSAGE_TYPE = 'teachloop:google';

/** Error codes that mean the user chose not to continue (the provider's access_denied, our own cancelled). */
export const CANCELLED_CODES: ReadonlySet<string> = new Set(['access_denied', 'cancelled']);

const googleResultSchema = z.object({
  type: z.literal(GOOGLE_MESSAGE_TYPE),
  error: z.string().max(200).optional(),
});
export type GoogleResult = z.infer<typeof googleResultSchema>;

/** The popup's report, if this message is one: same origin, our type. Anything else is ignored. */
export function readGoogleResult(event: MessageEvent): GoogleResult | null {
  if (event.origin !== window.location.origin) return null;
  const parsed = googleResultSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
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
