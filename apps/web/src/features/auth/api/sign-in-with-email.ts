import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshSession } from '../../../lib/session';
import { authErrorText, SessionNotStartedError } from '../../../lib/auth-error-text';

export interface SignInRequest {
  email: string;
  password: string;
}

function signInWithEmail(request: SignInRequest): Promise<{ ok: true }> {
  return apiFetch('/api/auth/sign-in/email', { method: 'POST', body: request });
}

/**
 * Signs in, then reads the session again and succeeds only once it names the user. The page then leaves on
 * its own: it redirects whenever the session is signed in (see GuestOnly).
 */
export function useSignInWithEmail() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: async (request: SignInRequest) => {
      await signInWithEmail(request);
      if (!(await refreshSession())) throw new SessionNotStartedError();
    },
  });
}

/**
 * Spec: 401 'Incorrect email or password.', 429 the rate limit, 400 a rejected address, 403 'This account has
 * been disabled.' (a suspended account, with its end date when it has one); else the default.
 */
export function signInErrorText(error: unknown): string {
  return authErrorText(error, [400, 401, 403, 429], AUTH_MESSAGES.loginDefault);
}
