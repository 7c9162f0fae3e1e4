import { screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '@teachloop/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLogin, submitValidLogin } from '../../test/auth-pages';
import {
  ada,
  errorResponse,
  jsonResponse,
  stubAuthServer,
  type FakeAuthServer,
} from '../../test/fake-auth-server';
import { findDestination } from '../../test/render-auth-route';

const SIGN_IN = '/api/auth/sign-in/email';
let server: FakeAuthServer;

beforeEach(() => {
  server = stubAuthServer();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('logging in', () => {
  it('reads Signing you in… while waiting, sends the trimmed email, then returns to the page asked for', async () => {
    const answer = server.holdPost(SIGN_IN);
    const from = { pathname: '/feedback/42', search: '?tab=due', hash: '#panel' };
    const form = await openLogin({ pathname: '/login', state: { from } });
    await submitValidLogin(form);

    expect(await screen.findByRole('button', { name: 'Signing you in…' })).toBeDisabled();
    expect(server.bodies(SIGN_IN)).toEqual([{ email: 'ada@example.com', password: 'correct horse' }]);

    server.state.user = ada;
    answer(jsonResponse(200, { ok: true }));
    expect(await findDestination('/feedback/42?tab=due#panel')).toBeInTheDocument();
  });

  it('goes to the dashboard when the user came to /login directly', async () => {
    server.onPost(SIGN_IN, () => {
      server.state.user = ada;
      return jsonResponse(200, { ok: true });
    });
    await submitValidLogin(await openLogin());
    expect(await findDestination('/dashboard')).toBeInTheDocument();
  });

  it('shows the server’s text for wrong credentials (401) in the banner and focuses it', async () => {
    server.onPost(SIGN_IN, () => errorResponse(401, 'unauthenticated', AUTH_MESSAGES.invalidCredential));
    await submitValidLogin(await openLogin());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(AUTH_MESSAGES.invalidCredential);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('shows the server’s text when rate limited (429)', async () => {
    server.onPost(SIGN_IN, () => errorResponse(429, 'resource_exhausted', AUTH_MESSAGES.tooManyAttempts));
    await submitValidLogin(await openLogin());
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.tooManyAttempts);
  });

  it.each([
    ['the network is down', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server fails', () => errorResponse(500, 'internal', 'Something broke.')],
    ['the session does not start', () => jsonResponse(200, { ok: true })],
  ])('shows the default text when %s', async (_, handler) => {
    server.onPost(SIGN_IN, handler);
    await submitValidLogin(await openLogin());
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginDefault);
  });
});
