import type { InjectOptions } from 'fastify';
import type { Config } from '../config';
import { PASSWORD } from '../test/auth-helpers';
import type { TestUser } from '../test/factories';
import { encodeLoosely } from './fuzz-junk';
import type { BodyMutation, FuzzPlan } from './fuzz-plan';
import { ROUTE_REQUESTS, type RouteRequest } from './route-requests';
import { fieldsOf } from './route-schemas';
import type { Scene } from './scene';

/**
 * Valid requests to start from under /api/auth/*, one per endpoint the bridge lets through (and one it does
 * not). Signed out only: a fuzzed sign-out must not end the cast's sessions.
 */
function authRequests(cast: Scene['cast']): RouteRequest[] {
  const email = cast.stranger.email;
  const appPath = '/dashboard';
  return [
    {
      params: { '*': 'sign-up/email' },
      body: { name: 'Fuzz', email: 'fuzz@example.com', password: PASSWORD },
    },
    { params: { '*': 'sign-in/email' }, body: { email, password: 'wrong password!' } },
    {
      params: { '*': 'sign-in/social' },
      body: { provider: 'google', callbackURL: appPath, errorCallbackURL: '/login' },
    },
    { params: { '*': 'sign-out' }, body: {} },
    { params: { '*': 'request-password-reset' }, body: { email, redirectTo: '/reset-password' } },
    {
      params: { '*': 'reset-password' },
      body: { token: 'not-a-token', newPassword: 'another correct horse' },
    },
    { params: { '*': 'reset-password/not-a-token' }, query: { callbackURL: '/reset-password' } },
    { params: { '*': 'sign-in-link/request' }, body: { email } },
    { params: { '*': 'sign-in-link/verify' }, body: { token: 'not-a-token' } },
    { params: { '*': 'callback/google' }, query: { code: 'x', state: 'y' } },
    { params: { '*': 'delete-user' }, body: {} },
  ];
}

/** The request the plan describes, built on a valid request for its route against the scene's items. */
export function injectOptionsOf(plan: FuzzPlan, scene: Scene, config: Config): InjectOptions {
  const isAuth = plan.route.includes('/api/auth/');
  const authBase = authRequests(scene.cast);
  // A route with no valid request yet (the authorization matrix fails it) is fuzzed from an empty one.
  const requestFor = ROUTE_REQUESTS[plan.route] ?? ((): RouteRequest => ({}));
  const base = isAuth ? authBase[plan.authPath % authBase.length]! : requestFor(scene, config);
  const method = plan.route.slice(0, plan.route.indexOf(' ')) as InjectOptions['method'];
  const user = fuzzUser(plan, scene);

  const headers: Record<string, string> = {};
  if (plan.origin) headers.origin = plan.origin;
  if (plan.timeZone) headers['x-time-zone'] = plan.timeZone;
  const cookies = [user?.cookie, plan.cookieJunk].filter(Boolean);
  if (cookies.length > 0) headers.cookie = cookies.join('; ');

  const payload = payloadOf(plan.body, base.body, fieldsOf(plan.route).body);
  if (payload !== undefined && plan.contentType !== 'none') headers['content-type'] = plan.contentType;
  return {
    method,
    url: urlOfPlan(plan, base),
    headers,
    remoteAddress: plan.ip,
    ...(payload === undefined ? {} : { payload }),
  };
}

/** Signed out under the auth bridge and for the event stream (a valid stream request would never end). */
function fuzzUser(plan: FuzzPlan, scene: Scene): TestUser | undefined {
  if (plan.role === 'anonymous' || plan.route.includes('/api/auth/') || plan.route === 'GET /api/events')
    return undefined;
  return scene.cast[plan.role];
}

function payloadOf(
  mutation: BodyMutation,
  valid: unknown,
  schemaKeys: string[],
): string | Buffer | undefined {
  const fields = valid !== null && typeof valid === 'object' ? (valid as Record<string, unknown>) : {};
  const keys = [...new Set([...schemaKeys, ...Object.keys(fields)])];
  switch (mutation.kind) {
    case 'keep':
      return valid === undefined ? undefined : JSON.stringify(valid);
    case 'none':
      return undefined;
    case 'set': {
      // Mostly a field the route reads; one time in four, any name (extra or misspelt fields).
      const key =
        keys.length > 0 && mutation.pick % 4 !== 0 ? keys[mutation.pick % keys.length]! : mutation.key;
      return JSON.stringify({ ...fields, [key]: mutation.value });
    }
    case 'leaf':
      return JSON.stringify(withLeafReplaced(valid ?? {}, mutation.pick, mutation.value));
    case 'drop': {
      const rest = { ...fields };
      delete rest[mutation.key];
      return JSON.stringify(rest);
    }
    case 'json':
      return JSON.stringify(mutation.value) ?? 'null';
    case 'raw':
      return mutation.text;
  }
}

function queryOf(plan: FuzzPlan, base: RouteRequest): string {
  const valid = new URLSearchParams(base.query ?? {});
  switch (plan.query.kind) {
    case 'keep':
      return valid.toString();
    case 'field': {
      const keys = fieldsOf(plan.route).query;
      const key = keys.length > 0 ? keys[plan.query.pick % keys.length]! : 'q';
      const value =
        key === 'cursor' && plan.query.pick % 4 !== 0 ? plan.query.value.cursor : plan.query.value.text;
      valid.delete(key);
      return [valid.toString(), `${key}=${value}`].filter(Boolean).join('&');
    }
    case 'add':
      return [valid.toString(), plan.query.text].filter(Boolean).join('&');
    case 'replace':
      return plan.query.text;
  }
}

/** A copy of `value` with its `pick`-th leaf (modulo their number) replaced by `replacement`. */
function withLeafReplaced(value: unknown, pick: number, replacement: unknown): unknown {
  const copy: unknown = structuredClone(value);
  const leaves: { parent: Record<string | number, unknown>; key: string | number }[] = [];
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (child !== null && typeof child === 'object') walk(child);
      else
        leaves.push({
          parent: node as Record<string, unknown>,
          key: Array.isArray(node) ? Number(key) : key,
        });
    }
  };
  walk(copy);
  const leaf = leaves[pick % Math.max(leaves.length, 1)];
  if (!leaf) return replacement;
  leaf.parent[leaf.key] = replacement;
  return copy;
}

function urlOfPlan(plan: FuzzPlan, base: RouteRequest): string {
  let index = 0;
  const pattern = plan.route.slice(plan.route.indexOf(' ') + 1);
  const path = pattern.replace(/:(\w+)|\*/g, (_, name: string | undefined) => {
    const junk = plan.params[index++] ?? null;
    if (junk !== null) return junk;
    const value = base.params?.[name ?? '*'] ?? 'no-such-id';
    return name ? encodeLoosely(value) : value;
  });
  const query = queryOf(plan, base);
  // The auth bridge's parameter may carry its own query already.
  const joiner = path.includes('?') ? '&' : '?';
  return query ? `${path}${joiner}${query}` : path;
}
