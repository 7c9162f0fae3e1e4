import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshSession } from '../../../lib/session';
import { authErrorText, SessionNotStartedError } from '../../../lib/auth-error-text';

export interface SignUpRequest {
  /** The trimmed full name, '' when none was given. */
  name: string;
  email: string;
  password: string;
}

function signUpWithEmail(request: SignUpRequest): Promise<{ ok: true }> {
  return apiFetch('/api/auth/sign-up/email', { method: 'POST', body: request });
}

/**
 * Creates the account, which signs it in, then reads the session again and succeeds only once it names the
 * user. The page then leaves on its own for /dashboard, replacing history (GuestOnly); the mailed link verifies
 * the address later, and the banner at the top of every signed-in page says so.
 */
export function useSignUpWithEmail() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: async (request: SignUpRequest) => {
      await signUpWithEmail(request);
      if (!(await refreshSession())) throw new SessionNotStartedError();
    },
  });
}

/**
 * Spec: 409 'This email is already registered.', 400 a rejected field, 429 the rate limit, all in the server's
 * words; else the default.
 */
export function signUpErrorText(error: unknown): string {
  return authErrorText(error, [400, 409, 429], AUTH_MESSAGES.signupDefault);
}
