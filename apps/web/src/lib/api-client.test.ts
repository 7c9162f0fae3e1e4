import { TIME_ZONE_HEADER } from '@teachloop/shared';
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

describe('serverTimeOfFirstRead', () => {
  it('is unknown before an answer, then the server’s time at the first request, never later', async () => {
    vi.resetModules();
    const fresh = await import('./api-client');
    expect(fresh.serverTimeOfFirstRead()).toBeUndefined();
    const serverDate = Date.parse('Wed, 25 Nov 2026 10:00:07 GMT');
    server.use(
      // Stamped, then 50 ms on the way: the request was sent at least 50 ms before that server time.
      http.get('/api/first', async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ ok: true }, { headers: { date: new Date(serverDate).toUTCString() } });
      }),
      http.get('/api/later', () =>
        HttpResponse.json({ ok: true }, { headers: { date: new Date(serverDate + 60_000).toUTCString() } }),
      ),
    );
    const sentAt = performance.now();
    await fresh.apiFetch('/api/first');
    const answeredAfter = performance.now() - sentAt;
    const since = fresh.serverTimeOfFirstRead()!;
    expect(since).toBeLessThanOrEqual(serverDate - 45);
    expect(since).toBeGreaterThanOrEqual(serverDate - answeredAfter - 1);
    await fresh.apiFetch('/api/later');
    expect(fresh.serverTimeOfFirstRead()).toBe(since);
  });
});
