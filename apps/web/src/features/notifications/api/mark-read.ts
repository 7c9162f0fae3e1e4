import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** POST /api/notifications/read-all (204): every notification of the user is read. */
async function markAllRead(): Promise<void> {
  await apiFetch<unknown>('/api/notifications/read-all', { method: 'POST' });
}

/** Marks all read; the bell and the list refetch afterwards (other tabs hear it live). */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
