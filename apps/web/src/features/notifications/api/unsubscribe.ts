import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/unsubscribe?u=&k=&t= (the signed query of an e-mail's link); `resubscribe` undoes it. */
async function unsubscribe(query: string, resubscribe = false): Promise<UnsubscribeResponse> {
  return apiFetch<UnsubscribeResponse>(`/api/unsubscribe${query}`, {
    method: 'POST',
    ...(resubscribe ? { body: { resubscribe: true } } : {}),
  });
}

export function useUnsubscribe(query: string) {
  return useMutation({ mutationFn: (resubscribe: boolean) => unsubscribe(query, resubscribe) });
}
