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
    await apiFetch('/api/things');
    expect(seen[0]?.has(TIME_ZONE_HEADER)).toBe(false);
  });
});
