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
  /** A user's name, bio or photo changed: every view that shows people refetches. */
  'people',
  /** A report was filed or a moderator acted: sent to moderators only, whose /moderation refetches. */
  'moderation',
] as const;
export type RealtimeType = (typeof REALTIME_TYPES)[number];

export interface RealtimeEvent {
  type: RealtimeType;
  ids: string[];
}

/**
 * Whether a value is a RealtimeEvent: the browser checks each `change` frame with it before acting on it, and
 * the server each payload that arrives on its PostgreSQL bus.
 */
export function isRealtimeEvent(value: unknown): value is RealtimeEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { type, ids } = value as Record<string, unknown>;
  return (
    (REALTIME_TYPES as readonly unknown[]).includes(type) &&
    Array.isArray(ids) &&
    ids.every((id) => typeof id === 'string')
  );
}

/** Server-Sent Events names on GET /api/events: `change` carries a RealtimeEvent; `resync` means refetch all. */
/**
 * `signedOut`: the stream's last message when its session was ended by a suspension, so the open page signs out
 * at once and says why (data: SignedOutNotice).
 */
export const REALTIME_EVENT_NAMES = { change: 'change', resync: 'resync', signedOut: 'signed-out' } as const;

/** Why a live stream's session ended: the account was suspended, until `until` (epoch ms) or for good (null). */
export interface SignedOutNotice {
  code: 'account_disabled';
  until: number | null;
}
export const REALTIME_PATH = '/api/events';
