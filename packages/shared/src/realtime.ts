import { z } from 'zod';

/**
 * What a live-update event can name. Each type matches a group of the web app's query keys: the browser
 * invalidates them and refetches, so an event never carries data, only ids (see docs/decisions/003-realtime.md).
 */
export const REALTIME_TYPES = [
  'challenges',
  'teachbacks',
  'feedback',
  'activity',
  'profile',
  'circles',
  'notifications',
] as const;
export type RealtimeType = (typeof REALTIME_TYPES)[number];

export const realtimeEventSchema = z.object({
  type: z.enum(REALTIME_TYPES),
  ids: z.array(z.string()),
});
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** Server-Sent Events names on GET /api/events: `change` carries a RealtimeEvent; `resync` means refetch all. */
export const REALTIME_EVENT_NAMES = { change: 'change', resync: 'resync' } as const;
export const REALTIME_PATH = '/api/events';
