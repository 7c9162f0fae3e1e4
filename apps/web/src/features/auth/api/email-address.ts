import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GENERIC_MESSAGES, type ChangeEmail, type VerifyEmailResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { authErrorText } from './auth-error-text';

/** Opens a mailed link: verifies the address, or moves the account to the new one; the session then says so. */
export function useConfirmEmailLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<VerifyEmailResponse>('/api/email/verify', { method: 'POST', body: { token } }),
    onSuccess: () => client.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}

/** 'Resend': a new verification link to the signed-in user's address (at most once a minute). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiFetch<null>('/api/email/verification/resend', { method: 'POST', body: {} }),
  });
}

/** Starts a change of address: a link goes to the new one; nothing changes until it is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: ChangeEmail) => apiFetch<null>('/api/email/change', { method: 'POST', body }),
  });
}

/** The server's words for a refused request (a wrong password, too many tries), else a generic text. */
export function emailErrorText(error: unknown): string {
  return authErrorText(error, [400, 429], GENERIC_MESSAGES.somethingWentWrong);
}
