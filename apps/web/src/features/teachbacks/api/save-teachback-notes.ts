import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teachbackResponseSchema, type Teachback } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { afterTeachbackChange } from './teachback-keys';

/** PUT /api/teachbacks/:id/notes: stores the notes and moves the teach-back to in_progress. */
export async function saveTeachbackNotes({ id, notes }: { id: string; notes: string }): Promise<Teachback> {
  const path = `/api/teachbacks/${encodeURIComponent(id)}/notes`;
  const body = await apiFetch<unknown>(path, { method: 'PUT', body: { notes } });
  return teachbackResponseSchema.parse(body).teachback;
}

export function useSaveTeachbackNotes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTeachbackNotes,
    onSuccess: (teachback) => afterTeachbackChange(client, teachback),
  });
}
