import { queryRoots } from '../../../lib/query-keys';

/**
 * Every notification query sits under the `notifications` root, so one live `notifications` event (a new one,
 * one read in another tab) refetches the bell's count, the list and nothing else.
 */
export const notificationKeys = {
  all: queryRoots.notifications,
  list: () => [...queryRoots.notifications, 'list'] as const,
  unread: () => [...queryRoots.notifications, 'unread'] as const,
  preferences: () => [...queryRoots.notifications, 'preferences'] as const,
};
