import { z } from 'zod';
import { PUSH_LIMITS, PUSH_MESSAGES } from './push';

/** GET /api/push/key: the VAPID public key (base64url) a browser subscribes with. */
export const pushKeyResponseSchema = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

const endpoint = z
  .string({ error: PUSH_MESSAGES.endpointInvalid })
  .max(PUSH_LIMITS.endpoint, PUSH_MESSAGES.endpointInvalid)
  .url(PUSH_MESSAGES.endpointInvalid);
const key = z
  .string({ error: PUSH_MESSAGES.keysInvalid })
  .min(1, PUSH_MESSAGES.keysInvalid)
  .max(PUSH_LIMITS.key, PUSH_MESSAGES.keysInvalid)
  .regex(/^[A-Za-z0-9_-]+=*$/, PUSH_MESSAGES.keysInvalid);

/**
 * POST /api/push/subscriptions: PushSubscription.toJSON() as the browser gives it. The subscription belongs to
 * the session that sends it; the same endpoint sent again moves to this session (a browser has one per origin).
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint,
  keys: z.object({ p256dh: key, auth: key }, { error: PUSH_MESSAGES.keysInvalid }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** POST /api/push/unsubscribe: the endpoint this device turned off (only the caller's own is removed). */
export const pushUnsubscribeBodySchema = z.object({ endpoint });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

const hour = z
  .number({ error: PUSH_MESSAGES.quietHourInvalid })
  .int(PUSH_MESSAGES.quietHourInvalid)
  .min(0, PUSH_MESSAGES.quietHourInvalid)
  .max(23, PUSH_MESSAGES.quietHourInvalid);

/** GET/PUT /api/quiet-hours: the hours nothing is pushed, in the user's own zone. */
export const quietHoursSchema = z.object({ start: hour, end: hour });
