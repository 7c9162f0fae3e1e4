import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES, SIGN_IN_LINK_API, SIGN_IN_LINK_TEXTS } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshSession } from '../../../lib/session';
import { authErrorText, SessionNotStartedError } from '../../../lib/auth-error-text';

/** 'Email me a sign-in link': the server answers the same whether or not the address has an account. */
function requestSignInLink(email: string): Promise<{ ok: true }> {
  return apiFetch(SIGN_IN_LINK_API.request, { method: 'POST', body: { email } });
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink });
}

/** Only a rejected address and the per-address limit differ from the default. */
export function signInLinkRequestErrorText(error: unknown): string {
  return authErrorText(error, [400, 429], SIGN_IN_LINK_TEXTS.sendFailed);
}

/** Uses the link's token (once), then reads the session again and succeeds only once it names the user. */
export function useSignInByLink() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: async (token: string) => {
      await apiFetch(SIGN_IN_LINK_API.verify, { method: 'POST', body: { token } });
      if (!(await refreshSession())) throw new SessionNotStartedError();
    },
  });
}

/** 400 an unknown, used or expired link; 403 a suspended account; 429 the per-address limit. */
export function signInByLinkErrorText(error: unknown): string {
  return authErrorText(error, [400, 403, 429], AUTH_MESSAGES.loginDefault);
}
