import { useMutation } from '@tanstack/react-query';
import type { ChangeEmail } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';

/** Starts a change of address: a link goes to the new one; nothing changes until it is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: ChangeEmail) => apiFetch<null>('/api/email/change', { method: 'POST', body }),
  });
}
