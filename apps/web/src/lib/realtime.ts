import type { QueryClient } from '@tanstack/react-query';
import {
  REALTIME_EVENT_NAMES,
  REALTIME_PATH,
  REALTIME_TYPES,
  isRealtimeEvent,
  type RealtimeType,
  type SignedOutNotice,
} from '@teachloop/shared';
import { serverTimeOfFirstRead } from './api-client';
import { queryRoots } from './query-keys';
import { SESSION_QUERY_KEY } from './session';

/** The part of EventSource this module uses, so tests can hand in a stand-in. */
export interface StreamSource {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export type StreamFactory = (url: string) => StreamSource;

const CLOSED = 2;
const RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 60_000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The realtime types one message from GET /api/events names: all of them for `resync`, none if unreadable. */
export function typesToRefresh(eventName: string, data: string): RealtimeType[] {
  if (eventName === REALTIME_EVENT_NAMES.resync) return [...REALTIME_TYPES];
  if (eventName !== REALTIME_EVENT_NAMES.change) return [];
  const event = parseJson(data);
  return isRealtimeEvent(event) ? [event.type] : [];
}

/** The notice of a `signed-out` message (a suspension ended the session), or null when unreadable. */
function signedOutNoticeOf(data: string): SignedOutNotice | null {
  const notice = parseJson(data) as Partial<SignedOutNotice> | null;
  if (notice?.code !== 'account_disabled') return null;
  return { code: notice.code, until: typeof notice.until === 'number' ? notice.until : null };
}

/** The realtime types a query's `meta` names (LiveQueryMeta in query-keys.ts); none for any other query. */
function liveTypesOf(meta: Record<string, unknown> | undefined): readonly RealtimeType[] {
  const types = meta?.liveTypes;
  return Array.isArray(types) ? (types as RealtimeType[]) : [];
}

function invalidate(client: QueryClient, types: RealtimeType[]): void {
  if (types.length === 0) return;
  for (const type of types) void client.invalidateQueries({ queryKey: queryRoots[type] });
  // Queries outside the roots that name one of these types (LiveQueryMeta).
  void client.invalidateQueries({
    predicate: (query) => liveTypesOf(query.meta).some((type) => types.includes(type)),
  });
}

/**
 * Someone's name, bio or photo changed (a rare event): the header (the session) and every view that names
 * people (boards, circles, reviews, activity) read again.
 */
function refreshPeople(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  invalidate(client, [...REALTIME_TYPES]);
}

/**
 * Listens to the live-update stream and invalidates the queries each event names (docs/decisions/003).
 *
 * A page reads its data and subscribes separately: a change committed between the read and the subscription
 * reaches neither. The first stream therefore says since when the page has been reading (`since`, the server's
 * time of its first request): the server sends the changes it heard since then, or a resync when it no longer
 * holds them all. Without that time (no answer yet), and on every later open, every server-data query is
 * invalidated instead, so the active ones refetch.
 *
 * The browser reconnects a dropped stream itself, sending Last-Event-ID; a stream the browser gave up on (the
 * server refused it) is reopened with backoff, carrying the last id seen. A stream whose session a suspension
 * ended says so last (`signed-out`): it is closed for good and `onSignedOut` told. Returns the function that
 * closes it.
 */
export function connectRealtime(
  client: QueryClient,
  create: StreamFactory = (url) => new EventSource(url),
  readingSince: () => number | undefined = serverTimeOfFirstRead,
  onSignedOut: (notice: SignedOutNotice) => void = () => {},
): () => void {
  let source: StreamSource | null = null;
  let lastEventId = '';
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onMessage = (event: MessageEvent<string>) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
    const types = typesToRefresh(event.type, event.data);
    if (event.type === REALTIME_EVENT_NAMES.change && types.includes('people')) refreshPeople(client);
    else invalidate(client, types);
  };

  function open() {
    const since = lastEventId ? undefined : readingSince();
    const url = lastEventId
      ? `${REALTIME_PATH}?lastEventId=${encodeURIComponent(lastEventId)}`
      : since === undefined
        ? REALTIME_PATH
        : `${REALTIME_PATH}?since=${Math.max(0, Math.floor(since))}`;
    const current = create(url);
    source = current;
    // The server catches this stream up itself on its first open; a reopen by the browser refetches.
    let caughtUpByServer = since !== undefined;
    current.addEventListener(REALTIME_EVENT_NAMES.change, onMessage);
    current.addEventListener(REALTIME_EVENT_NAMES.resync, onMessage);
    current.addEventListener(REALTIME_EVENT_NAMES.signedOut, (event) => {
      const notice = signedOutNoticeOf(event.data);
      if (!notice || source !== current) return;
      current.close();
      source = null;
      onSignedOut(notice);
    });
    current.addEventListener('open', () => {
      attempt = 0;
      if (caughtUpByServer) caughtUpByServer = false;
      else invalidate(client, [...REALTIME_TYPES]);
    });
    current.addEventListener('error', () => {
      if (current.readyState !== CLOSED || source !== current) return;
      current.close();
      source = null;
      const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** attempt);
      attempt += 1;
      timer = setTimeout(open, delay);
    });
  }

  open();
  return () => {
    clearTimeout(timer);
    source?.close();
    source = null;
  };
}
