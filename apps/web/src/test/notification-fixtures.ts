import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_SETTINGS,
  type Notification,
  type NotificationPreferences,
} from '@teachloop/shared';

/** A notification as the API answers it; unread unless `readAt` is given. */
export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n1',
    kind: 'teachback_assigned',
    text: 'You were asked to teach back “Binary search”',
    href: '/teachbacks/t1/work',
    createdAt: Date.now() - 5 * 60_000,
    readAt: null,
    ...overrides,
  };
}

/** Every kind at its default delivery, as GET /api/notification-preferences answers for a new user. */
export function buildNotificationPreferences(): NotificationPreferences['preferences'] {
  return NOTIFICATION_KINDS.map((kind) => ({
    kind,
    delivery: NOTIFICATION_KIND_SETTINGS[kind].emailByDefault ? 'email' : 'in_app',
    push: NOTIFICATION_KIND_SETTINGS[kind].pushByDefault,
  }));
}
