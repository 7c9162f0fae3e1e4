import { REALTIME_EVENT_NAMES, type RealtimeEvent, type SignedOutNotice } from '@teachloop/shared';

/** Server-Sent Events framing (WHATWG HTML, "server-sent events"): each message ends with a blank line. */
const RETRY_MS = 2000;
export const HEARTBEAT_MS = 25_000;

export const retryFrame = () => `retry: ${RETRY_MS}\n\n`;

export const changeFrame = (id: number, event: RealtimeEvent) =>
  `id: ${id}\nevent: ${REALTIME_EVENT_NAMES.change}\ndata: ${JSON.stringify({ type: event.type, ids: event.ids })}\n\n`;

/** The client missed more than we hold: refetch everything. The id moves its cursor to now. */
export const resyncFrame = (id: number) => `id: ${id}\nevent: ${REALTIME_EVENT_NAMES.resync}\ndata: {}\n\n`;

/**
 * An id with no data sets the browser's Last-Event-ID without dispatching an event, so a client that drops
 * before its first real event still reconnects with a cursor and catches up on what it missed meanwhile.
 */
export const cursorFrame = (id: number) => `id: ${id}\n\n`;

/** The last message of a stream whose session a suspension ended: the page signs out and says why. */
export const signedOutFrame = (notice: SignedOutNotice) =>
  `event: ${REALTIME_EVENT_NAMES.signedOut}\ndata: ${JSON.stringify(notice)}\n\n`;

/** A comment line: keeps proxies and load balancers from closing an idle stream. */
export const heartbeatFrame = () => `: heartbeat\n\n`;

/**
 * The client's cursor from the Last-Event-ID header (EventSource's reconnect) or ?lastEventId= (a fresh
 * EventSource cannot set headers). undefined: none given; NaN: given but not an id of ours.
 */
export function lastEventIdOf(
  header: string | string[] | undefined,
  query: string | undefined,
): number | undefined {
  const raw = typeof header === 'string' ? header : query;
  if (raw === undefined || raw.trim() === '') return undefined;
  return /^\d{1,16}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
}
