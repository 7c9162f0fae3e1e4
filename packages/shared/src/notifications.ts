import { z } from 'zod';
import { ID_MAX_LENGTH } from './learning-schemas';

/**
 * The notification centre (issue 11): what a user is told about, stored in the same transaction as its cause
 * and pushed live. Each kind has a label for the settings page and a default delivery.
 */
export const NOTIFICATION_KINDS = [
  'teachback_assigned',
  'teachback_completed',
  'review_received',
  'review_helpful',
  'badge_earned',
  'level_reached',
  'circle_request_received',
  'circle_request_approved',
  'circle_request_declined',
  'teachback_due_soon',
  'teachback_reassigned',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a kind reaches the user: always in the app; by e-mail too when they choose it. */
export const NOTIFICATION_DELIVERIES = ['in_app', 'email'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/** The settings page's line for each kind, and whether e-mail is on before the user chooses. */
export const NOTIFICATION_KIND_SETTINGS: Record<
  NotificationKind,
  { label: string; emailByDefault: boolean }
> = {
  teachback_assigned: { label: 'A teach-back is assigned to you', emailByDefault: true },
  teachback_completed: { label: 'Your teach-back request was completed', emailByDefault: false },
  review_received: { label: 'You received a review', emailByDefault: false },
  review_helpful: { label: 'Your review was marked helpful', emailByDefault: false },
  badge_earned: { label: 'You earned a badge', emailByDefault: false },
  level_reached: { label: 'You reached a new level', emailByDefault: false },
  circle_request_received: { label: 'Someone asked to join your circle', emailByDefault: false },
  circle_request_approved: { label: 'Your request to join a circle was approved', emailByDefault: false },
  circle_request_declined: { label: 'Your request to join a circle was declined', emailByDefault: false },
  teachback_due_soon: { label: 'A teach-back is due tomorrow', emailByDefault: true },
  teachback_reassigned: { label: 'A teach-back was reassigned', emailByDefault: true },
};

export const NOTIFICATION_LIMITS = { default: 20, max: 50, cursor: 200 } as const;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found.',
  cursorInvalid: 'This page of notifications is no longer valid. Reload the page.',
  limitInvalid: `limit must be a whole number from 1 to ${NOTIFICATION_LIMITS.max}.`,
  kindInvalid: 'Unknown notification kind.',
  deliveryInvalid: 'Delivery must be in_app or email.',
  loadFailed: 'Couldn’t load notifications.',
  empty: 'You’re all caught up.',
} as const;

const M = NOTIFICATION_MESSAGES;

/** The lines a notification reads; `href` is where it leads (an app path). */
export const NOTIFICATION_TEXTS = {
  teachbackAssigned: (title: string) => `You were asked to teach back “${title}”`,
  teachbackCompleted: (who: string, title: string) => `${who} completed the teach-back of “${title}”`,
  reviewReceived: (title: string, stars: number | null) =>
    stars === null
      ? `You received a review on “${title}”`
      : `You received a ${stars}-star review on “${title}”`,
  reviewHelpful: (title: string) => `Your review on “${title}” was marked helpful`,
  badgeEarned: (badge: string) => `You earned the “${badge}” badge`,
  levelReached: (level: number) => `You reached level ${level}`,
  circleRequestReceived: (who: string, circle: string) => `${who} asked to join “${circle}”`,
  circleRequestApproved: (circle: string) => `Your request to join “${circle}” was approved`,
  circleRequestDeclined: (circle: string) => `Your request to join “${circle}” was declined`,
} as const;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string(),
  /** An app path: the thing the notification is about. */
  href: z.string(),
  createdAt: z.number(),
  /** When the user read it; null while unread. */
  readAt: z.number().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications?cursor=&limit=: newest first. */
export const notificationListQuerySchema = z.object({
  cursor: z
    .string({ error: M.cursorInvalid })
    .min(1, M.cursorInvalid)
    .max(NOTIFICATION_LIMITS.cursor, M.cursorInvalid)
    .optional(),
  limit: z.coerce
    .number({ error: M.limitInvalid })
    .int(M.limitInvalid)
    .min(1, M.limitInvalid)
    .max(NOTIFICATION_LIMITS.max, M.limitInvalid)
    .optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Pass back as ?cursor= for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** GET /api/notifications/unread: the bell's number. */
export const unreadCountResponseSchema = z.object({ unread: z.number() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

export const notificationParamsSchema = z.object({
  id: z.string().min(1).max(ID_MAX_LENGTH, `An id is at most ${ID_MAX_LENGTH} characters.`),
});

/** GET/PUT /api/notification-preferences: the delivery of every kind. */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(
    z.object({
      kind: z.enum(NOTIFICATION_KINDS, { error: M.kindInvalid }),
      delivery: z.enum(NOTIFICATION_DELIVERIES, { error: M.deliveryInvalid }),
    }),
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
