import { IDEMPOTENCY_KEY_HEADER, TIME_ZONE_HEADER } from '@teachloop/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, server } from '../test/msw-server';
import { apiFetch, browserTimeZone } from './api-client';

/** The headers of every request the server sees from now on. */
function recordHeaders() {
  const seen: Headers[] = [];
  server.events.on('request:start', ({ request }) => seen.push(request.headers));
  return seen;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('apiFetch', () => {
  it('sends the browser’s time zone with reads and writes', async () => {
    server.use(
      http.get('/api/things', () => HttpResponse.json({ ok: true })),
      http.post('/api/things', () => HttpResponse.json({ ok: true })),
    );
    const seen = recordHeaders();
    await apiFetch('/api/things');
    await apiFetch('/api/things', { body: { a: 1 } });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(zone).toBeTruthy();
    expect(seen.map((headers) => headers.get(TIME_ZONE_HEADER))).toEqual([zone, zone]);
    expect(seen[1]?.get('content-type')).toBe('application/json');
  });

  it('sends no time zone header when the runtime cannot name one (the server then uses UTC)', async () => {
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('no time zone data');
    });
    expect(browserTimeZone()).toBe('');
    server.use(http.get('/api/things', () => HttpResponse.json({ ok: true })));
    const seen = recordHeaders();
    // A page that has not asked yet (the zone is asked once per page).
    vi.resetModules();
    const fresh = await import('./api-client');
    await fresh.apiFetch('/api/things');
    expect(seen[0]?.has(TIME_ZONE_HEADER)).toBe(false);
  });
});

describe('the Idempotency-Key of a write', () => {
  it('goes with every write, a new one per call, and never with a read', async () => {
    server.use(
      http.get('/api/things', () => HttpResponse.json({ ok: true })),
      http.post('/api/things', () => HttpResponse.json({ ok: true })),
      http.put('/api/things', () => HttpResponse.json({ ok: true })),
    );
    const seen = recordHeaders();
    await apiFetch('/api/things');
    await apiFetch('/api/things', { body: { a: 1 } });
    await apiFetch('/api/things', { body: { a: 1 } });
    await apiFetch('/api/things', { method: 'PUT', body: { a: 1 } });
    const keys = seen.map((headers) => headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys[0]).toBeNull();
    for (const key of keys.slice(1)) expect(key).toMatch(/^\d+-\d+$/);
    expect(new Set(keys.slice(1)).size).toBe(3);
  });

  it('keeps a key the caller gives, for an action it retries itself', async () => {
    server.use(http.post('/api/things', () => HttpResponse.json({ ok: true })));
    const seen = recordHeaders();
    await apiFetch('/api/things', { body: {}, key: 'one-action-key' });
    await apiFetch('/api/things', { body: {}, key: 'one-action-key' });
    expect(seen.map((headers) => headers.get(IDEMPOTENCY_KEY_HEADER))).toEqual([
      'one-action-key',
      'one-action-key',
    ]);
  });
});

describe('serverTimeOfFirstRead', () => {
  it('is unknown before an answer, then the server’s time at the first request, never later', async () => {
    vi.resetModules();
    const fresh = await import('./api-client');
    expect(fresh.serverTimeOfFirstRead()).toBeUndefined();
    const serverDate = Date.parse('Wed, 25 Nov 2026 10:00:07 GMT');
    // The page's clock, moved by the test: the first request leaves at 1 000 ms.
    const pageClock = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    server.use(
      // Stamped, then 50 ms on the way: the request was sent at least 50 ms before that server time.
      http.get('/api/first', () => {
        pageClock.mockReturnValue(1_050);
        return HttpResponse.json({ ok: true }, { headers: { date: new Date(serverDate).toUTCString() } });
      }),
      http.get('/api/later', () =>
        HttpResponse.json({ ok: true }, { headers: { date: new Date(serverDate + 60_000).toUTCString() } }),
      ),
    );
    await fresh.apiFetch('/api/first');
    expect(fresh.serverTimeOfFirstRead()).toBe(serverDate - 50);
    pageClock.mockReturnValue(61_050);
    await fresh.apiFetch('/api/later');
    expect(fresh.serverTimeOfFirstRead()).toBe(serverDate - 50);
  });
});
