import type { FastifyInstance } from 'fastify';
import type { DemoUser } from './demo-users';

/** A signed-up demo user: the id and the session cookie the API set. */
export interface DemoSession {
  id: string;
  name: string;
  email: string;
  cookie: string;
}

/**
 * Drives the real HTTP API in-process with `inject`, as the web app does (same origin, the user's cookie).
 * Every call must succeed: a refusal means the story broke a product rule, so seeding stops with the answer.
 */
export function demoClient(app: FastifyInstance, origin: string) {
  let addresses = 0;

  async function call<T>(
    user: DemoSession,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ): Promise<T> {
    const headers: Record<string, string> = { origin, cookie: user.cookie };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const response = await app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
    if (response.statusCode >= 300) {
      throw new Error(`${method} ${url} as ${user.email}: ${response.statusCode} ${response.body}`);
    }
    return response.json<T>();
  }

  /**
   * Signs a demo user up through Better Auth. Sign-up is rate limited per client address (AUTH_RATE_LIMIT_PER_IP)
   * and per account, so each demo user signs up from an address of its own in 10.99.0.0/16, as twelve people
   * on twelve machines would; no limit is raised or bypassed.
   */
  async function signUp(user: DemoUser, password: string): Promise<DemoSession> {
    addresses += 1;
    const remoteAddress = `10.99.${(addresses >> 8) & 255}.${addresses & 255}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin },
      remoteAddress,
      payload: { name: user.name, email: user.email, password },
    });
    if (response.statusCode !== 200) {
      throw new Error(`sign-up ${user.email}: ${response.statusCode} ${response.body}`);
    }
    // Sign-up signs nobody in (it answers alike for a registered address): the demo user logs in.
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      remoteAddress,
      payload: { email: user.email, password },
    });
    const line = [signedIn.headers['set-cookie'] ?? []]
      .flat()
      .find((value) => value.includes('session_token='));
    if (signedIn.statusCode !== 200 || !line) {
      throw new Error(`sign-in ${user.email}: ${signedIn.statusCode} ${signedIn.body}`);
    }
    const cookie = line.split(';')[0]!;
    const session = await app.inject({ url: '/api/session', headers: { cookie } });
    const id = session.json<{ user: { id: string } | null }>().user?.id;
    if (!id) throw new Error(`sign-up ${user.email} did not sign in`);
    return { id, name: user.name, email: user.email, cookie };
  }

  return { call, signUp };
}

export type DemoClient = ReturnType<typeof demoClient>;
