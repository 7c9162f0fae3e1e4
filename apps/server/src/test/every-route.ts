import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_ORIGIN } from './build-test-app';
import { call, type TestUser } from './factories';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A raw body instead (an image upload), sent as application/octet-stream. */
  bytes?: Uint8Array;
  /** The status that shows the route did its work; any 2xx or 3xx unless given. */
  status?: number;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

/**
 * Calls the app route by route, noting each route pattern (as Fastify's route tree names it) and each path
 * under the auth bridge that answered as expected, so a test can tell which routes a scenario never reached.
 */
export function routeCaller(app: FastifyInstance) {
  const called = new Set<string>();
  const authPaths: { method: string; path: string }[] = [];

  async function hit(route: `${Method} /${string}`, user: TestUser | undefined, options: RouteCall = {}) {
    const [method, pattern] = route.split(' ') as [Method, string];
    let url = pattern.replace(/:(\w+)|\*/g, (_, name: string | undefined) => {
      const value = options.params?.[name ?? '*'];
      if (value === undefined) throw new Error(`${route}: no value for ${name ?? '*'}`);
      return name ? encodeURIComponent(value) : value;
    });
    if (options.query) url += `?${new URLSearchParams(options.query).toString()}`;
    const response = options.bytes
      ? await app.inject({
          method,
          url,
          headers: {
            origin: TEST_ORIGIN,
            'content-type': 'application/octet-stream',
            cookie: user?.cookie ?? '',
          },
          body: Buffer.from(options.bytes),
        })
      : await call(app, method, url, user, options.body, options.headers);
    const ok =
      options.status === undefined ? response.statusCode < 400 : response.statusCode === options.status;
    if (!ok) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    called.add(route);
    if (pattern.endsWith('/*')) authPaths.push({ method, path: `/${options.params!['*']!.split('?')[0]}` });
    return response;
  }

  return { hit, called, authPaths };
}

export type Hit = ReturnType<typeof routeCaller>['hit'];

/** A signed-out browser request (no cookie) to an auth endpoint, as the sign-in form sends it. */
export function authPost(hit: Hit, path: string, body: unknown, status?: number) {
  return hit('POST /api/auth/*', undefined, { params: { '*': path }, body, status });
}

/** The cookie pair a sign-in or sign-up response sets. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const line = [response.headers['set-cookie'] ?? []]
    .flat()
    .find((value) => value.includes('session_token='));
  if (!line) throw new Error(`no session cookie: ${response.statusCode} ${response.body}`);
  return line.split(';')[0]!;
}
