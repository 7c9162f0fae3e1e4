import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

/** Both outcomes come back to the same popup page, which reports to the opener and closes itself. */
export const POPUP_COMPLETE_PATH = '/auth/popup-complete';

// Only a web address: a javascript: URL handed to location.assign would run in our origin.
const startResponseSchema = z.object({ url: z.url({ protocol: /^https?$/ }) });

/** Asks the server for the provider's authorization URL (it sets the state and PKCE cookies on the way). */
export async function startGoogleSignIn(): Promise<string> {
  const response = await apiFetch<unknown>('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL: POPUP_COMPLETE_PATH, errorCallbackURL: POPUP_COMPLETE_PATH },
  });
  return startResponseSchema.parse(response).url;
}
