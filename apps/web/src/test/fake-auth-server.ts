import { vi } from 'vitest';
import type { SessionUser } from '../features/auth/session';

export const ada: SessionUser = { id: 'u1', email: 'ada@example.com', displayName: 'Ada', photoURL: null };

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse(status, { error: { code, message } });
}

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * Replaces fetch with a small stand-in for the server's auth API (the real one is tested in apps/server):
 * the session and client config answer from `state`; each other endpoint answers with what a test set.
 */
export function stubAuthServer() {
  const state = { user: null as SessionUser | null, googleSignIn: true };
  const handlers = new Map<string, Handler>();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path === '/api/session') return jsonResponse(200, { user: state.user });
    if (method === 'GET' && path === '/api/client-config') {
      return jsonResponse(200, { analyticsMeasurementId: null, googleSignIn: state.googleSignIn });
    }
    const handler = handlers.get(`${method} ${path}`);
    if (!handler) return errorResponse(404, 'not_found', `No stub for ${method} ${path}`);
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    state,
    fetchMock,
    /** Answers `POST path` with the handler's response. */
    onPost(path: string, handler: Handler) {
      handlers.set(`POST ${path}`, handler);
    },
    /** Answers `POST path` only when the test calls the returned function: to see the pending state. */
    holdPost(path: string): (response: Response) => void {
      let answer: (response: Response) => void = () => {};
      handlers.set(`POST ${path}`, () => new Promise<Response>((resolve) => (answer = resolve)));
      return (response) => answer(response);
    },
    /** The JSON bodies sent to `POST path`, in order. */
    bodies(path: string): unknown[] {
      return fetchMock.mock.calls
        .filter(([input, init]) => String(input) === path && init?.method === 'POST')
        .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    },
  };
}

export type FakeAuthServer = ReturnType<typeof stubAuthServer>;
