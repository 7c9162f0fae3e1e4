import { useMutation } from '@tanstack/react-query';
import { SIGN_IN_METHOD_MESSAGES } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshSession } from '../../../lib/session';
import { authErrorText, SessionNotStartedError } from '../../../lib/auth-error-text';

/**
 * Proves the password of the account a Google sign-in waits to join (the server holds the pending link in a
 * cookie), then reads the session again: the page leaves on its own once signed in (GuestOnly).
 */
export function useConfirmGoogleLink() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: async (password: string) => {
      await apiFetch('/api/google-link/confirm', { method: 'POST', body: { password } });
      if (!(await refreshSession())) throw new SessionNotStartedError();
    },
  });
}

/** The server's own words for a wrong password, an expired link or too many attempts; else the default. */
export function confirmGoogleLinkErrorText(error: unknown): string {
  return authErrorText(error, [400, 401, 409, 429], SIGN_IN_METHOD_MESSAGES.linkExpired);
}
