import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuietHours } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

const PATH = '/api/quiet-hours';
const KEY = [...notificationKeys.all, 'quiet-hours'] as const;

export function useQuietHours() {
  return useQuery({ queryKey: KEY, queryFn: () => apiFetch<QuietHours>(PATH) });
}

/** Saves both hours and shows the server's answer at once. */
export function useSaveQuietHours() {
  const client = useQueryClient();
  return useMutation({
    // One save at a time, in the order chosen: the last choice is the one the server keeps.
    scope: { id: 'quiet-hours' },
    mutationFn: (hours: QuietHours) => apiFetch<QuietHours>(PATH, { method: 'PUT', body: hours }),
    onSuccess: (saved) => client.setQueryData(KEY, saved),
  });
}
