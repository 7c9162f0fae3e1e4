import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';

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
