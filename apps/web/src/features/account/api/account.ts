import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GENERIC_MESSAGES,
  type AccountSession,
  type AccountSessionsResponse,
  type ChangePassword,
} from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { authErrorText } from '../../../lib/auth-error-text';

const SESSIONS_KEY = ['account', 'sessions'] as const;

/** Where the browser downloads everything stored about the signed-in user (a JSON attachment). */
export const EXPORT_PATH = '/api/account/export';

/** The text for a failed change to the account (its password, its deletion). */
export function accountErrorText(error: unknown): string {
  return authErrorText(error, [400, 429], GENERIC_MESSAGES.somethingWentWrong);
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePassword) => apiFetch<null>('/api/account/password', { method: 'POST', body }),
    // Every other device was signed out: the list of devices changed.
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: async (): Promise<AccountSession[]> =>
      (await apiFetch<AccountSessionsResponse>('/api/account/sessions')).sessions,
  });
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<null>('/api/account/sessions/end-others', { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/**
 * Deletes the account (the password typed again); the server has then ended every session. The page that
 * follows forgets the user (account-deleted.ts): clearing the session here, on a signed-in page, would make
 * its guard send the browser to the sign-in page.
 */
export function useDeleteAccount(onDeleted: () => Promise<void> | void) {
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch<null>('/api/account/delete', { method: 'POST', body: { password } }),
    onSuccess: () => onDeleted(),
  });
}
