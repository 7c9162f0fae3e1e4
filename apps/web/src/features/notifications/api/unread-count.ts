import { useQuery } from '@tanstack/react-query';
import type { UnreadCountResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications/unread: the bell's number (the server stops counting at 100). */
async function fetchUnreadCount(): Promise<number> {
  return (await apiFetch<UnreadCountResponse>('/api/notifications/unread')).unread;
}

export function useUnreadCount({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: notificationKeys.unread(), queryFn: fetchUnreadCount, enabled });
}
