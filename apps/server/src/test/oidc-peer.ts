import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Provider from 'oidc-provider';
import { afterAll } from 'vitest';
import { postJson, setCookies } from './auth-helpers';
import { TEST_ORIGIN } from './build-test-app';

const CLIENT = { id: 'teachloop-test', secret: 'teachloop-test-client-secret' } as const;

/**
 * A real OpenID Connect provider standing in for Google in server tests (the `oidc-provider` package, as the
 * browser tests use): its development login accepts any login, and the login, an e-mail address, becomes the
 * account's verified address. Returns the environment that points the app at it; closed after the file's tests.
 */
export async function startGooglePeer(): Promise<Record<string, string>> {
  // The issuer names its port (its discovery document and ID tokens carry it): a free one, found first.
  const port = await freePort();
  const provider = new Provider(`http://127.0.0.1:${port}`, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [`${TEST_ORIGIN}/api/auth/callback/google`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['teachloop-test-oidc-cookie-key'] },
    async findAccount(_ctx: unknown, sub: string) {
      return {
        accountId: sub,
        claims: async () => ({ sub, email: sub, email_verified: true, name: `Google ${sub.split('@')[0]}` }),
      };
    },
  });
  provider.proxy = false;
  const server = provider.listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    GOOGLE_ISSUER: `http://127.0.0.1:${port}`,
    GOOGLE_CLIENT_ID: CLIENT.id,
    GOOGLE_CLIENT_SECRET: CLIENT.secret,
    GOOGLE_PROMPT: 'login',
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Cookies as a browser keeps them: name → value, from Set-Cookie lines. */
class CookieJar {
  private readonly values = new Map<string, string>();
  take(lines: string[]) {
    for (const line of lines) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) this.values.delete(name);
      else this.values.set(name, value);
    }
  }
  header(extra?: string) {
    const pairs = [...this.values].map(([name, value]) => `${name}=${value}`);
    return [...pairs, ...(extra ? [extra] : [])].join('; ');
  }
}

/**
 * 'Continue with Google' (or 'Connect Google' in settings, with the session `cookie`) as a browser goes through
 * it: the app's start, the provider's login and consent as `email`, then the app's callback. Returns the
 * callback's answer (a redirect, with the session or the pending link it sets).
 */
export async function throughGoogle(
  app: FastifyInstance,
  email: string,
  options: { cookie?: string; connect?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const appCookies = new CookieJar();
  const path = options.connect ? '/api/auth/link-social' : '/api/auth/sign-in/social';
  const start = await postJson(
    app,
    path,
    { provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/login' },
    { cookie: options.cookie },
  );
  if (start.statusCode !== 200) throw new Error(`${path}: ${start.statusCode} ${start.body}`);
  appCookies.take(setCookies(start));
  const providerCookies = new CookieJar();
  let url = new URL(start.json<{ url: string }>().url);
  for (let step = 0; step < 12; step++) {
    if (url.origin === TEST_ORIGIN) {
      return app.inject({
        url: url.pathname + url.search,
        headers: { cookie: appCookies.header(options.cookie) },
      });
    }
    let response = await fetch(url, { redirect: 'manual', headers: { cookie: providerCookies.header() } });
    providerCookies.take(response.headers.getSetCookie());
    if (response.status === 200 && url.pathname.startsWith('/interaction/')) {
      const html = await response.text();
      const prompt = html.includes('name="login"') ? 'login' : 'consent';
      const body = new URLSearchParams({ prompt, login: email, password: 'any password' });
      response = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        body,
        headers: {
          cookie: providerCookies.header(),
          'content-type': 'application/x-www-form-urlencoded',
        },
      });
      providerCookies.take(response.headers.getSetCookie());
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`The provider answered ${response.status} at ${url.href}`);
    url = new URL(location, url);
  }
  throw new Error('The Google sign-in never came back to the app');
}
