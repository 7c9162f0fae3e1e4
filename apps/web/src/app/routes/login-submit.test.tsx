import { screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '@teachloop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { openLogin, submitValidLogin } from '../../test/auth-pages';
import { findDestination } from '../../test/render-auth-route';
import {
  ada,
  apiError,
  holdResponses,
  http,
  HttpResponse,
  json,
  recordRequests,
  server,
  signedInAs,
} from '../../test/msw-server';

const SIGN_IN = '/api/auth/sign-in/email';
let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  requests = recordRequests();
});

describe('logging in', () => {
  it('reads Signing you in… while waiting, sends the trimmed email, then returns to the page asked for', async () => {
    const held = holdResponses();
    server.use(http.post(SIGN_IN, held.handler));
    const from = { pathname: '/feedback/42', search: '?tab=due', hash: '#panel' };
    const form = await openLogin({ pathname: '/login', state: { from } });
    await submitValidLogin(form);

    expect(await screen.findByRole('button', { name: 'Signing you in…' })).toBeDisabled();
    expect(await requests.bodies('POST', SIGN_IN)).toEqual([
      { email: 'ada@example.com', password: 'correct horse' },
    ]);

    signedInAs(ada);
    held.release(json({ ok: true }));
    expect(await findDestination('/feedback/42?tab=due#panel')).toBeInTheDocument();
  });

  it('goes to the dashboard when the user came to /login directly', async () => {
    server.use(
      http.post(SIGN_IN, () => {
        signedInAs(ada);
        return json({ ok: true });
      }),
    );
    await submitValidLogin(await openLogin());
    expect(await findDestination('/dashboard')).toBeInTheDocument();
  });

  it('shows the server’s text for wrong credentials (401) in the banner and focuses it', async () => {
    server.use(http.post(SIGN_IN, () => apiError(401, 'unauthenticated', AUTH_MESSAGES.invalidCredential)));
    await submitValidLogin(await openLogin());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(AUTH_MESSAGES.invalidCredential);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('shows the server’s text when rate limited (429)', async () => {
    server.use(http.post(SIGN_IN, () => apiError(429, 'resource_exhausted', AUTH_MESSAGES.tooManyAttempts)));
    await submitValidLogin(await openLogin());
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.tooManyAttempts);
  });

  it('shows the spec’s text for a suspended account (403), with its end date, and how to appeal', async () => {
    const text = `${AUTH_MESSAGES.userDisabled} Your suspension ends on Jan 15, 2031, 9:30 AM.`;
    server.use(http.post(SIGN_IN, () => apiError(403, 'permission_denied', text)));
    await submitValidLogin(await openLogin());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(await screen.findByText(/Think this is a mistake\?/)).toHaveTextContent(
      'Think this is a mistake? Contact us to appeal.',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('says why when a suspension signed this tab out while a page was open, once', async () => {
    const text = `${AUTH_MESSAGES.userDisabled} Your suspension ends on Jan 15, 2031, 9:30 AM.`;
    window.sessionStorage.setItem('teachloop-signed-out', text);
    await openLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(await screen.findByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(window.sessionStorage.getItem('teachloop-signed-out')).toBeNull();
  });

  it.each([
    ['the network is down', () => HttpResponse.error()],
    ['the server fails', () => apiError(500, 'internal', 'Something broke.')],
    ['the session does not start', () => json({ ok: true })],
  ])('shows the default text when %s', async (_, handler) => {
    server.use(http.post(SIGN_IN, handler));
    await submitValidLogin(await openLogin());
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginDefault);
  });
});
