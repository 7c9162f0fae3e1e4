import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInMethods } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';

const SIGN_IN_METHODS_KEY = ['account', 'sign-in-methods'] as const;
/** Where Google sends the browser back after connecting from settings (with ?error=… when it did not). */
const CONNECT_GOOGLE_RETURN_PATH = '/settings/account';

/** The signed-in user's ways in: a password, Google, and whether this server offers Google. */
export function useSignInMethods() {
  return useQuery({
    queryKey: SIGN_IN_METHODS_KEY,
    queryFn: () => apiFetch<SignInMethods>('/api/account/sign-in-methods'),
  });
}

/** Leaves for Google to connect it to this account; Google sends the browser back to the settings. */
async function connectGoogle(): Promise<void> {
  const { url } = await apiFetch<{ url?: unknown }>('/api/auth/link-social', {
    method: 'POST',
    body: {
      provider: 'google',
      callbackURL: `${CONNECT_GOOGLE_RETURN_PATH}?google=connected`,
      errorCallbackURL: CONNECT_GOOGLE_RETURN_PATH,
    },
  });
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error('No Google address came back.');
  window.location.assign(url);
}

export function useConnectGoogle() {
  return useMutation({ mutationFn: connectGoogle });
}

export function useDisconnectGoogle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<null>('/api/account/sign-in-methods/google', { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: SIGN_IN_METHODS_KEY }),
  });
}
