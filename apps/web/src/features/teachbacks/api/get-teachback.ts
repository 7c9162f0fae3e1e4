import { queryOptions, useQuery } from '@tanstack/react-query';
import { teachbackResponseSchema, type Teachback } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { teachbackKeys } from './teachback-keys';

/** GET /api/teachbacks/:id: one teach-back assigned to the user (404 'Teach-back not found' otherwise). */
export async function fetchTeachback(id: string): Promise<Teachback> {
  const path = `/api/teachbacks/${encodeURIComponent(id)}`;
  return teachbackResponseSchema.parse(await apiFetch<unknown>(path)).teachback;
}

export function teachbackQuery(id: string) {
  return queryOptions({ queryKey: teachbackKeys.detail(id), queryFn: () => fetchTeachback(id) });
}

export function useTeachback(id: string) {
  return useQuery(teachbackQuery(id));
}
