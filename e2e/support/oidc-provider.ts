/**
 * A real OpenID Connect provider for the Google sign-in tests (the `oidc-provider` package), standing in for
 * accounts.google.com: discovery, authorization code with PKCE, nonce-bound ID tokens, JWKS. Its built-in dev
 * login page accepts any login; an e-mail address as the login becomes the account's e-mail.
 * Run by playwright.config.ts as a web server: node --import tsx e2e/support/oidc-provider.ts
 */
import Provider from 'oidc-provider';
import { OIDC_CLIENT, OIDC_PORT, appOrigin } from './oidc-settings';

const issuer = `http://127.0.0.1:${OIDC_PORT}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: OIDC_CLIENT.id,
      client_secret: OIDC_CLIENT.secret,
      redirect_uris: [`${appOrigin()}/api/auth/callback/google`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
  conformIdTokenClaims: false,
  pkce: { required: () => true },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['teachloop-e2e-oidc-cookie-key'] },
  async findAccount(_ctx: unknown, sub: string) {
    const email = sub.includes('@') ? sub : `${sub}@example.com`;
    return {
      accountId: sub,
      async claims() {
        // A Google account without a name ('nameless…'), as some are: the app asks for one.
        const name = sub.startsWith('nameless') ? undefined : `Google ${sub.split('@')[0]}`;
        return { sub, email, email_verified: true, ...(name ? { name } : {}) };
      },
    };
  },
});

// Plain http on loopback is what a local provider serves; oidc-provider warns about it, we know.
provider.proxy = false;
const server = provider.listen(OIDC_PORT, '127.0.0.1', () => {
  console.log(`OIDC provider listening on ${issuer}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
