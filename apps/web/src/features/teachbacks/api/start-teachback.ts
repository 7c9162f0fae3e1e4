import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teachbackResponseSchema, type Teachback } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { afterTeachbackChange } from './teachback-keys';

export const START_TEACHBACK_FAILED = 'Couldn’t start the teach-back.';

/** POST /api/teachbacks/:id/start: pending → in_progress (409 otherwise). */
export async function startTeachback(id: string): Promise<Teachback> {
  const path = `/api/teachbacks/${encodeURIComponent(id)}/start`;
  return teachbackResponseSchema.parse(await apiFetch<unknown>(path, { method: 'POST' })).teachback;
}

export function useStartTeachback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startTeachback,
    onSuccess: (teachback) => afterTeachbackChange(client, teachback),
  });
}
