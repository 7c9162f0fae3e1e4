import { z } from 'zod';
import { ID_MAX_LENGTH } from './learning';
import { keysetQueryFields, pathId } from './learning-schemas';
import {
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
} from './notifications';
import { keysetPageSchema } from './page-schemas';

const notificationSchema = z.object({
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
  ...keysetQueryFields(NOTIFICATION_LIMITS.cursor, NOTIFICATION_LIMITS.max, NOTIFICATION_MESSAGES),
});

export const notificationListResponseSchema = keysetPageSchema('notifications', notificationSchema);
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** GET /api/notifications/unread: the bell's number. */
export const unreadCountResponseSchema = z.object({ unread: z.number() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

export const notificationParamsSchema = z.object({ id: pathId });

const preferenceFields = {
  kind: z.enum(NOTIFICATION_KINDS, { error: NOTIFICATION_MESSAGES.kindInvalid }),
  delivery: z.enum(NOTIFICATION_DELIVERIES, { error: NOTIFICATION_MESSAGES.deliveryInvalid }),
};

/**
 * PUT /api/notification-preferences: the delivery of some kinds, and whether each is pushed to the user's
 * devices (`push` left out keeps what the kind has).
 */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(
    z.object({
      ...preferenceFields,
      push: z.boolean({ error: NOTIFICATION_MESSAGES.pushInvalid }).optional(),
    }),
  ),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesSchema>;

/** GET/PUT /api/notification-preferences answer: every kind, its delivery and its push switch. */
export const notificationPreferencesResponseSchema = z.object({
  preferences: z.array(z.object({ ...preferenceFields, push: z.boolean() })),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesResponseSchema>;

/** POST /api/unsubscribe?u=&k=&t=: the signed query of an e-mail's unsubscribe link. */
export const unsubscribeQuerySchema = z.object({
  u: z
    .string({ error: NOTIFICATION_MESSAGES.unsubscribeInvalid })
    .min(1, NOTIFICATION_MESSAGES.unsubscribeInvalid)
    .max(ID_MAX_LENGTH, NOTIFICATION_MESSAGES.unsubscribeInvalid),
  k: z.enum(NOTIFICATION_KINDS, { error: NOTIFICATION_MESSAGES.unsubscribeInvalid }),
  t: z
    .string({ error: NOTIFICATION_MESSAGES.unsubscribeInvalid })
    .min(1, NOTIFICATION_MESSAGES.unsubscribeInvalid)
    .max(100, NOTIFICATION_MESSAGES.unsubscribeInvalid),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

/** The page's undo sends `{ resubscribe: true }`; a mail client's one-click POST sends a form body instead. */
export const unsubscribeBodySchema = z.object({ resubscribe: z.boolean().optional() }).nullish();

export const unsubscribeResponseSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  delivery: z.enum(NOTIFICATION_DELIVERIES),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
