import { screen } from '@testing-library/react';
import { AUTH_MESSAGES } from '@teachloop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { fillValidSignup, openSignup } from '../../test/auth-pages';
import {
  apiError,
  holdResponses,
  http,
  HttpResponse,
  json,
  recordRequests,
  server,
} from '../../test/msw-server';

const SIGN_UP = '/api/auth/sign-up/email';
let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  requests = recordRequests();
});

describe('creating an account', () => {
  it('reads Creating your account… while waiting, sends the trimmed name, then says Check your inbox', async () => {
    const held = holdResponses();
    server.use(http.post(SIGN_UP, held.handler));
    const form = await openSignup();
    await fillValidSignup(form);
    await form.user.click(form.submit());
    expect(await screen.findByRole('button', { name: 'Creating your account…' })).toBeDisabled();
    expect(await requests.bodies('POST', SIGN_UP)).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com', password: 'correct horse' },
    ]);
    held.release(json({ ok: true }));
    // Sign-up signs nobody in (a registered address is answered alike): the form gives way to what to do next.
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toHaveFocus();
    expect(screen.getByText(/We sent a link to ada@example\.com\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
  });

  it('sends nothing without a name: the name is required (issue 34)', async () => {
    const form = await openSignup();
    await fillValidSignup(form, '   ');
    await form.user.click(form.submit());
    expect(form.name).toHaveAccessibleDescription(AUTH_MESSAGES.fullNameRequired);
    expect(await requests.bodies('POST', SIGN_UP)).toEqual([]);
  });

  it.each([
    [400, 'invalid_argument', AUTH_MESSAGES.weakPassword],
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
