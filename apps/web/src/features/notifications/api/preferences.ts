import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationPreferencesUpdate } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

const PATH = '/api/notification-preferences';

async function fetchPreferences(): Promise<NotificationPreferences> {
  return apiFetch<NotificationPreferences>(PATH);
}

async function savePreferences(update: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
  return apiFetch<NotificationPreferences>(PATH, { method: 'PUT', body: update });
}

export function usePreferences() {
  return useQuery({ queryKey: notificationKeys.preferences(), queryFn: fetchPreferences });
}

/** Saves a change and shows the server's answer at once (the whole set as now in force). */
export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => client.setQueryData(notificationKeys.preferences(), saved),
  });
}
