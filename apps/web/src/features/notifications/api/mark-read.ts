import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** POST /api/notifications/:id/read, or /read-all without an id. Both answer 204. */
export async function markRead(id?: string): Promise<void> {
  const path = id ? `/api/notifications/${encodeURIComponent(id)}/read` : '/api/notifications/read-all';
  await apiFetch<unknown>(path, { method: 'POST' });
}

/** Marks one (given its id) or all read; the bell and the list refetch afterwards. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => markRead(id),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
