import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { SessionUser } from '../lib/session';
import { ada, apiError, defaultHandlers } from './handlers';

export { http, HttpResponse } from 'msw';
export { ada, apiError };

/** The one HTTP stand-in for every web test (started in ./setup.ts); the real API is tested in apps/server. */
export const server = setupServer(...defaultHandlers);

/** From now on /api/session answers with this user (null: signed out). */
export function signedInAs(user: SessionUser | null) {
  server.use(http.get('/api/session', () => HttpResponse.json({ user })));
}

/** From now on /api/client-config offers Google sign-in or not. */
export function googleSignIn(enabled: boolean) {
  server.use(
    http.get('/api/client-config', () =>
      HttpResponse.json({ analyticsMeasurementId: null, googleSignIn: enabled }),
    ),
  );
}

/** A JSON answer with a status, for handlers that answer differently per call. */
export function json(body: JsonBodyType, status = 200) {
  return HttpResponse.json(body, { status });
}

/**
 * Holds the next requests until the test releases them, to look at the pending state:
 * `server.use(http.post(path, held.handler))`, then `held.release(json({ ok: true }))`. `received` resolves
 * once the first of them has reached the server: from then on, only the answer can move the page on.
 */
export function holdResponses() {
  let release: (response: Response) => void = () => {};
  const pending = new Promise<Response>((resolve) => (release = resolve));
  let arrived: () => void = () => {};
  const received = new Promise<void>((resolve) => (arrived = resolve));
  return {
    handler: () => {
      arrived();
      return pending;
    },
    received,
    release: (response: Response) => release(response),
  };
}

interface SentRequest {
  method: string;
  path: string;
  search: string;
  body: Promise<unknown>;
}

/**
 * Records every request sent from now on (the test is what the server would see). Bodies are read from a
 * copy taken before any handler consumes the request.
 */
export function recordRequests() {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const copy = request.clone();
    sent.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      body: copy.text().then((text) => (text ? (JSON.parse(text) as unknown) : undefined)),
    });
  });
  const to = (method: string, path: string) =>
    sent.filter((request) => request.method === method && request.path === path);
  return {
    /** Every request sent, in order. */
    all: () => [...sent],
    /** The requests sent to `method path`, in order. */
    to,
    /** The JSON bodies sent to `method path`, in order. */
    bodies: (method: string, path: string) => Promise.all(to(method, path).map((request) => request.body)),
  };
}
