/** Shared by the test OpenID Connect provider, the Playwright config and the Google specs. */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? APP_PORT + 1);
export const OIDC_CLIENT = { id: 'teachloop-e2e', secret: 'teachloop-e2e-client-secret' } as const;

export function appOrigin() {
  return `http://127.0.0.1:${APP_PORT}`;
}

export function oidcIssuer() {
  return `http://127.0.0.1:${OIDC_PORT}`;
}
