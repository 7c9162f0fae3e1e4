import { screen } from '@testing-library/react';
import { AUTH_MESSAGES } from '@teachloop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { fillValidSignup, openSignup } from '../../test/auth-pages';
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

const SIGN_UP = '/api/auth/sign-up/email';
let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  requests = recordRequests();
});

describe('creating an account', () => {
  it('reads Creating your account… while waiting, sends the trimmed name, then goes to /dashboard, replacing history', async () => {
    const held = holdResponses();
    server.use(http.post(SIGN_UP, held.handler));
    const form = await openSignup();
    await fillValidSignup(form);
    await form.user.click(form.submit());
    expect(await screen.findByRole('button', { name: 'Creating your account…' })).toBeDisabled();
    expect(await requests.bodies('POST', SIGN_UP)).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com', password: 'correct horse' },
    ]);
    // Sign-up signs the new account in (the spec's first minute).
    signedInAs(ada);
    held.release(json({ ok: true }));
    expect(await findDestination('/dashboard')).toBeInTheDocument();
  });

  it('sends nothing without a name: the name is required', async () => {
    const form = await openSignup();
    await fillValidSignup(form, '   ');
    await form.user.click(form.submit());
    expect(form.name).toHaveAccessibleDescription(AUTH_MESSAGES.fullNameRequired);
    expect(await requests.bodies('POST', SIGN_UP)).toEqual([]);
  });

  it.each([
    [400, 'invalid_argument', AUTH_MESSAGES.weakPassword],
    [409, 'conflict', AUTH_MESSAGES.emailAlreadyInUse],
    [429, 'resource_exhausted', AUTH_MESSAGES.tooManyAttempts],
  ])('shows the server’s text for a %i', async (status, code, message) => {
    server.use(http.post(SIGN_UP, () => apiError(status, code, message)));
    const form = await openSignup();
    await fillValidSignup(form);
    await form.user.click(form.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the default text when the network is down', async () => {
    server.use(http.post(SIGN_UP, () => HttpResponse.error()));
    const form = await openSignup();
    await fillValidSignup(form);
    await form.user.click(form.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.signupDefault);
  });

  it('links to the login page', async () => {
    await openSignup();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });
});
