import { vi } from 'vitest';

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse(status, { error: { code, message } });
}

type Method = 'GET' | 'POST' | 'PUT';
type Answer = Response | Promise<Response>;
export type Handler = (request: { body: unknown; search: URLSearchParams }) => Answer;

/**
 * Replaces fetch with a stand-in for the learning API (the real one is tested in apps/server). Each test says
 * what each endpoint answers; anything it did not set answers 404, as an unknown route would.
 */
export function stubApi() {
  const handlers = new Map<string, Handler>();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers.get(key);
    if (!handler) return errorResponse(404, 'not_found', `No stub for ${key}`);
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    return handler({ body, search: url.searchParams });
  });
  vi.stubGlobal('fetch', fetchMock);

  const api = {
    fetchMock,
    /** Answers `method path` with a fresh JSON response each time (or what the handler returns). */
    on(method: Method, path: string, answer: Handler | { status?: number; body: unknown }) {
      handlers.set(
        `${method} ${path}`,
        typeof answer === 'function' ? answer : () => jsonResponse(answer.status ?? 200, answer.body),
      );
      return api;
    },
    /** Answers with an API error. */
    fail(method: Method, path: string, status: number, code: string, message = 'failed') {
      handlers.set(`${method} ${path}`, () => errorResponse(status, code, message));
      return api;
    },
    /** Holds `method path` until the test answers, to look at the pending state. */
    hold(method: Method, path: string): (response: Response) => void {
      let answer: (response: Response) => void = () => {};
      handlers.set(`${method} ${path}`, () => new Promise<Response>((resolve) => (answer = resolve)));
      return (response) => answer(response);
    },
    /** The requests sent to `method path`: their JSON bodies and query strings, in order. */
    calls(method: Method, path: string) {
      return fetchMock.mock.calls
        .filter(([input, init]) => {
          const url = new URL(String(input), 'http://localhost');
          return url.pathname === path && (init?.method ?? 'GET') === method;
        })
        .map(([input, init]) => ({
          body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
          search: new URL(String(input), 'http://localhost').search,
        }));
    },
  };
  return api;
}

export type FakeApi = ReturnType<typeof stubApi>;
