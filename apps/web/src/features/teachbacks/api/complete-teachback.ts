import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teachbackResponseSchema, type Teachback } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { afterTeachbackChange } from './teachback-keys';

/** POST /api/teachbacks/:id/complete: completes it and asks the requester for feedback. */
export async function completeTeachback(id: string): Promise<Teachback> {
  const path = `/api/teachbacks/${encodeURIComponent(id)}/complete`;
  return teachbackResponseSchema.parse(await apiFetch<unknown>(path, { method: 'POST' })).teachback;
}

export function useCompleteTeachback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeTeachback,
    onSuccess: (teachback) => {
      afterTeachbackChange(client, teachback);
      // Completing may earn XP, a streak day or a badge.
      void client.invalidateQueries({ queryKey: queryRoots.profile });
    },
  });
}
