import type { SessionUser } from '../lib/session';
import { errorResponse, jsonResponse, stubApi } from './fake-api';

export { errorResponse, jsonResponse };

export const ada: SessionUser = { id: 'u1', email: 'ada@example.com', displayName: 'Ada', photoURL: null };

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * The fake API (./fake-api) set up for the auth pages: the session and client config answer from `state`;
 * each other endpoint answers with what a test set, anything else 404.
 */
export function stubAuthServer() {
  const state = { user: null as SessionUser | null, googleSignIn: true };
  const api = stubApi()
    .on('GET', '/api/session', () => jsonResponse(200, { user: state.user }))
    .on('GET', '/api/client-config', () =>
      jsonResponse(200, { analyticsMeasurementId: null, googleSignIn: state.googleSignIn }),
    );

  return {
    state,
    fetchMock: api.fetchMock,
    /** Answers `POST path` with the handler's response. */
    onPost(path: string, handler: Handler) {
      api.on('POST', path, ({ body }) => handler(body));
    },
    /** Answers `POST path` only when the test calls the returned function: to see the pending state. */
    holdPost: (path: string) => api.hold('POST', path),
    /** The JSON bodies sent to `POST path`, in order. */
    bodies: (path: string): unknown[] => api.calls('POST', path).map((call) => call.body),
  };
}

export type FakeAuthServer = ReturnType<typeof stubAuthServer>;
