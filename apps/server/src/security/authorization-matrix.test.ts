import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../test/app-routes';
import { buildTestApp, TEST_ORIGIN } from '../test/build-test-app';
import { ACCESS_RULES, SIGNED_IN_ROLES, type AccessRule, type Role } from './access-rules';
import { snapshotRows } from './db-snapshot.repo';
import {
  ROUTE_REQUESTS,
  SESSION_CHANGING_ROUTES,
  SPARE_SESSION_ROUTES,
  urlOf,
  type RouteRequest,
} from './route-requests';
import { buildCast, buildScene, type Cast, type Scene } from './scene';

// Every caller sends from the same address: the contact form's per-address limit is not what is tested here.
const { app, db, config } = await buildTestApp({ CONTACT_RATE_LIMIT: '10000' });
const cast = await buildCast(app, db);
const routes = appRoutes(app);

/**
 * The request as the web app sends it: same origin, the role's cookie, a JSON body when there is one (an image
 * upload's raw bytes).
 */
function send(route: string, request: RouteRequest, role: Role, people: Cast = cast) {
  const method = route.slice(0, route.indexOf(' ')) as InjectOptions['method'];
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  const cookies = [role === 'anonymous' ? undefined : people[role].cookie, request.cookie].filter(Boolean);
  if (cookies.length > 0) headers.cookie = cookies.join('; ');
  // An image upload's body is the file's bytes; every other body is JSON.
  const raw = request.body instanceof Uint8Array;
  if (request.body !== undefined)
    headers['content-type'] = raw ? 'application/octet-stream' : 'application/json';
  const payload =
    request.body === undefined
      ? {}
      : { payload: raw ? Buffer.from(request.body as Uint8Array) : JSON.stringify(request.body) };
  return app.inject({ method, url: urlOf(route, request), headers, ...payload });
}

/** Who the rule lets succeed; the matrix calls everyone else first, so their refusals meet unmoved items. */
function allowedRoles(rule: AccessRule): readonly Role[] {
  if (rule.access === 'moderator') return ['moderator'];
  if (rule.access === 'public') return ['anonymous', ...SIGNED_IN_ROLES];
  if (rule.access === 'signed-in-own') return SIGNED_IN_ROLES;
  return rule.allowed;
}

function callersOf(rule: AccessRule): Role[] {
  // A live stream never ends, so an injected request for one would never return: signed out only.
  if (rule.access === 'signed-in-own' && rule.streams) return ['anonymous'];
  const allowed = allowedRoles(rule);
  const everyone: Role[] = ['anonymous', ...SIGNED_IN_ROLES];
  return [...everyone.filter((role) => !allowed.includes(role)), ...allowed];
}

/** The statuses a refused caller may get under `rule`. */
function refusalsFor(rule: AccessRule, role: Role): readonly number[] {
  // Moderation routes do not exist for anyone else, signed in or not.
  if (rule.access === 'moderator') return [404];
  if (role === 'anonymous') return [401];
  if (rule.access !== 'party' || role === 'moderator') return [];
  return rule.knownTo?.includes(role) ? [403] : rule.refusedWith;
}

function expectNoSecretOfOthers(scene: Scene, role: Role, response: LightMyRequestResponse, label: string) {
  for (const secret of scene.secrets) {
    if (!secret.readers.includes(role)) {
      expect(
        response.body,
        `${label} shows what only ${secret.readers.join(', ') || 'nobody'} may see`,
      ).not.toContain(secret.text);
    }
  }
}

describe('the access table', () => {
  it('declares a rule and a request for every route the app serves, and for no other', () => {
    expect(
      routes.filter((route) => !ACCESS_RULES[route]),
      'routes without an access rule',
    ).toEqual([]);
    expect(
      routes.filter((route) => !ROUTE_REQUESTS[route]),
      'routes without a request',
    ).toEqual([]);
    expect(
      Object.keys(ACCESS_RULES).filter((route) => !routes.includes(route)),
      'rules for routes the app does not serve',
    ).toEqual([]);
  });
});

// Each route builds its own scene (sign-ups, argon2 hashes, a challenge loop): seconds on a busy 2-core machine.
const ROUTE_TIMEOUT_MS = 30_000;

describe('every route, called as each role', () => {
  it.each(routes)('%s', { timeout: ROUTE_TIMEOUT_MS }, async (route) => {
    const rule = ACCESS_RULES[route];
    const requestFor = ROUTE_REQUESTS[route];
    if (!rule || !requestFor) throw new Error(`${route} has no access rule or request (access-rules.ts)`);
    const people = SESSION_CHANGING_ROUTES.has(route) ? await buildCast(app, db) : cast;
    const scene = await buildScene(app, db, people, { spareSession: SPARE_SESSION_ROUTES.has(route) });
    const allowed = allowedRoles(rule);
    for (const role of callersOf(rule)) {
      const label = `${route} as ${role}`;
      const before = await snapshotRows(db);
      const response = await send(route, requestFor(scene, config), role, people);
      expectNoSecretOfOthers(scene, role, response, label);
      if (allowed.includes(role)) {
        expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(400);
        continue;
      }
      const refusal = refusalsFor(rule, role);
      expect(refusal, `${label}: ${response.statusCode} ${response.body}`).toContain(response.statusCode);
      expect(response.json(), label).toEqual({
        error: { code: expect.any(String), message: expect.any(String) },
      });
      expect(await snapshotRows(db), `${label} changed rows`).toEqual(before);
    }
  });
});

describe('what a party sees of another’s items', () => {
  it('shows a private circle to a stranger without its people or its requests', async () => {
    const scene = await buildScene(app, db, cast);
    const detail = await send('GET /api/circles/:id', { params: { id: scene.privateCircle } }, 'stranger');
    expect(detail.json()).toMatchObject({ visible: false, members: [], requests: [] });
    const asMember = await send('GET /api/circles/:id', { params: { id: scene.privateCircle } }, 'assignee');
    expect(asMember.json()).toMatchObject({ visible: true, requests: [] });
    expect(asMember.json<{ members: unknown[] }>().members).toHaveLength(2);
  });
});
