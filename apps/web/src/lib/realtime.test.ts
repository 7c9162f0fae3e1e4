import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, typesToRefresh, type StreamSource } from './realtime';

/** A stand-in for EventSource that the test drives: it records listeners and dispatches named events. */
class FakeStream implements StreamSource {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data = '', lastEventId = '') {
    const event = new MessageEvent<string>(type, { data, lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

const KEYS = [
  ['challenges', 'list', {}],
  ['challenges', 'detail', 'c1'],
  ['teachbacks', 'list', { active: true }],
  ['teachbacks', 'detail', 't1'],
  ['feedback', 'list', {}],
  ['feedback', 'counts'],
  ['feedback', 'received'],
  ['feedback', 'requests'],
  ['feedback', 'detail', 'f1'],
  ['activity', 'list', { limit: 10 }],
  ['profile', 'own'],
  ['profile', 'portfolio'],
  ['profile', 'leaderboard', { period: 'week', limit: 5 }],
  ['session'],
] as const;

let client: QueryClient;
let streams: FakeStream[];

/** The invalidated keys by their first two (string) parts, e.g. 'challenges:list' or 'profile'. */
function invalidatedRoots(): string[] {
  return KEYS.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) =>
    key
      .slice(0, 2)
      .filter((part): part is string => typeof part === 'string')
      .join(':'),
  );
}

beforeEach(() => {
  client = new QueryClient();
  for (const key of KEYS) client.setQueryData(key, 'cached');
  streams = [];
});

afterEach(() => {
  vi.useRealTimers();
});

/** Opens the realtime connection on fake streams; `readingSince`: the page's first-read server time, if known. */
function connect(readingSince: () => number | undefined = () => undefined) {
  return connectRealtime(
    client,
    (url) => {
      const stream = new FakeStream(url);
      streams.push(stream);
      return stream;
    },
    readingSince,
  );
}

describe('typesToRefresh', () => {
  it.each(['challenges', 'teachbacks', 'feedback', 'activity', 'profile', 'circles'])(
    'maps a %s change to itself',
    (type) => {
      expect(typesToRefresh('change', JSON.stringify({ type, ids: ['x'] }))).toEqual([type]);
    },
  );

  it('maps resync to every type', () => {
    expect(typesToRefresh('resync', '{}')).toEqual([
      'challenges',
      'teachbacks',
      'feedback',
      'activity',
      'profile',
      'circles',
      'notifications',
      'people',
      'moderation',
    ]);
  });

  it.each([
    ['not json'],
    ['null'],
    ['{"type":"users","ids":[]}'],
    ['{"ids":[]}'],
    ['{"type":"challenges"}'],
    ['{"type":"challenges","ids":"x"}'],
    ['{"type":"challenges","ids":[1]}'],
  ])('ignores an unreadable change %s', (data) => {
    expect(typesToRefresh('change', data)).toEqual([]);
  });

  it('ignores events it does not know', () => {
    expect(typesToRefresh('message', '{"type":"challenges","ids":[]}')).toEqual([]);
  });
});

describe('connectRealtime', () => {
  it('opens one stream on /api/events and closes it when disconnected', () => {
    const disconnect = connect();
    expect(streams.map((stream) => stream.url)).toEqual(['/api/events']);
    disconnect();
    expect(streams[0]?.closed).toBe(true);
  });

  it('invalidates the lists and details of the changed type only', () => {
    connect();
    streams[0]?.emit('change', JSON.stringify({ type: 'challenges', ids: ['c1'] }), '7');
    expect(invalidatedRoots()).toEqual(['challenges:list', 'challenges:detail']);
  });

  it('invalidates the profile, the portfolio and the leaderboard on a profile change (an XP award)', () => {
    connect();
    streams[0]?.emit('change', JSON.stringify({ type: 'profile', ids: ['u1'] }), '8');
    expect(invalidatedRoots()).toEqual(['profile:own', 'profile:portfolio', 'profile:leaderboard']);
  });

  it('invalidates every feedback query (to give, counts, received, requests, detail) on a feedback change', () => {
    connect();
    streams[0]?.emit('change', JSON.stringify({ type: 'feedback', ids: ['f1'] }), '8');
    expect(invalidatedRoots()).toEqual([
      'feedback:list',
      'feedback:counts',
      'feedback:received',
      'feedback:requests',
      'feedback:detail',
    ]);
  });

  it('refetches the session (the header) and every server-data query when someone’s name or photo changed', () => {
    connect();
    streams[0]?.emit('change', JSON.stringify({ type: 'people', ids: ['u2'] }), '8');
    expect(invalidatedRoots()).toHaveLength(KEYS.length);
    expect(client.getQueryState(['session'])?.isInvalidated).toBe(true);
  });

  it('invalidates every server-data query on resync, but not the session', () => {
    connect();
    streams[0]?.emit('resync', '{}', '9');
    expect(invalidatedRoots()).toHaveLength(KEYS.length - 1);
    expect(client.getQueryState(['session'])?.isInvalidated).toBe(false);
  });

  it('reopens a stream the browser gave up on, carrying the last event id', () => {
    vi.useFakeTimers();
    connect();
    const first = streams[0]!;
    first.emit('change', JSON.stringify({ type: 'profile', ids: [] }), '42');
    first.readyState = 2;
    first.emit('error');
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(2_000);
    expect(streams[1]?.url).toBe('/api/events?lastEventId=42');
  });

  it('refetches every server-data query, but not the session, when the first stream opens', () => {
    connect();
    expect(invalidatedRoots()).toEqual([]);
    // A change committed after the page read its data but before this open was never sent on the stream.
    streams[0]!.emit('open');
    expect(invalidatedRoots()).toHaveLength(KEYS.length - 1);
    expect(client.getQueryState(['session'])?.isInvalidated).toBe(false);
  });

  it('lets the server catch the first stream up from the page’s first read instead of refetching everything', () => {
    connect(() => 1_795_000_000_123.7);
    expect(streams.map((stream) => stream.url)).toEqual(['/api/events?since=1795000000123']);
    streams[0]!.emit('open');
    expect(invalidatedRoots()).toEqual([]);
    // What changed after that read comes as the stream's first events.
    streams[0]!.emit('change', JSON.stringify({ type: 'challenges', ids: ['c1'] }), '7');
    expect(invalidatedRoots()).toEqual(['challenges:list', 'challenges:detail']);
  });

  it('refetches everything when the browser reopens a stream the server caught up, as after any interruption', () => {
    connect(() => 1_795_000_000_000);
    streams[0]!.emit('open');
    streams[0]!.readyState = 0;
    streams[0]!.emit('error');
    streams[0]!.readyState = 1;
    streams[0]!.emit('open');
    expect(invalidatedRoots()).toHaveLength(KEYS.length - 1);
  });

  it('refetches everything again when the browser reopens an interrupted stream', () => {
    connect();
    streams[0]!.emit('open');
    for (const key of KEYS) client.setQueryData(key, 'fresh');
    streams[0]!.readyState = 0;
    streams[0]!.emit('error');
    expect(invalidatedRoots()).toEqual([]);
    streams[0]!.readyState = 1;
    streams[0]!.emit('open');
    expect(invalidatedRoots()).toHaveLength(KEYS.length - 1);
  });

  it('refetches everything when a reopened stream had no cursor to catch up from', () => {
    vi.useFakeTimers();
    connect();
    streams[0]!.readyState = 2;
    streams[0]!.emit('error');
    vi.advanceTimersByTime(2_000);
    expect(invalidatedRoots()).toEqual([]);
    streams[1]!.emit('open');
    expect(invalidatedRoots()).toHaveLength(KEYS.length - 1);
  });

  it('leaves reconnecting to the browser while the stream is only interrupted', () => {
    vi.useFakeTimers();
    connect();
    streams[0]!.readyState = 0;
    streams[0]!.emit('error');
    vi.advanceTimersByTime(60_000);
    expect(streams).toHaveLength(1);
    expect(streams[0]?.closed).toBe(false);
  });

  it('closes the stream for good and says so when a suspension ended the session', () => {
    vi.useFakeTimers();
    const notices: unknown[] = [];
    connectRealtime(
      client,
      (url) => {
        const stream = new FakeStream(url);
        streams.push(stream);
        return stream;
      },
      () => undefined,
      (notice) => notices.push(notice),
    );
    streams[0]!.emit('signed-out', JSON.stringify({ code: 'account_disabled', until: 1_900_000_000_000 }));
    expect(notices).toEqual([{ code: 'account_disabled', until: 1_900_000_000_000 }]);
    expect(streams[0]?.closed).toBe(true);
    // The server ends the stream next; nothing opens another (its session is gone).
    streams[0]!.emit('error');
    vi.advanceTimersByTime(60_000);
    expect(streams).toHaveLength(1);
  });
});
