import { screen } from '@testing-library/react';
import { AUTH_MESSAGES } from '@teachloop/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillValidSignup, openSignup } from '../../test/auth-pages';
import {
  ada,
  errorResponse,
  jsonResponse,
  stubAuthServer,
  type FakeAuthServer,
} from '../../test/fake-auth-server';
import { findDestination } from '../../test/render-auth-route';

const SIGN_UP = '/api/auth/sign-up/email';
let server: FakeAuthServer;

beforeEach(() => {
  server = stubAuthServer();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('creating an account', () => {
  it('reads Creating your account… while waiting, sends the trimmed name, then goes to the dashboard', async () => {
    const answer = server.holdPost(SIGN_UP);
    const form = await openSignup();
    await fillValidSignup(form);
    await form.user.click(form.submit());
    expect(await screen.findByRole('button', { name: 'Creating your account…' })).toBeDisabled();
    expect(server.bodies(SIGN_UP)).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com', password: 'correct horse' },
    ]);
    server.state.user = ada;
    answer(jsonResponse(200, { ok: true }));
    expect(await findDestination('/dashboard')).toBeInTheDocument();
  });

  it('sends an empty name when none was given', async () => {
    server.onPost(SIGN_UP, () => errorResponse(409, 'conflict', AUTH_MESSAGES.emailAlreadyInUse));
    const form = await openSignup();
    await fillValidSignup(form, '');
    await form.user.click(form.submit());
    await screen.findByRole('alert');
    expect(server.bodies(SIGN_UP)).toEqual([
      { name: '', email: 'ada@example.com', password: 'correct horse' },
    ]);
  });

  it('shows the banner for an address already registered (409)', async () => {
    server.onPost(SIGN_UP, () => errorResponse(409, 'conflict', AUTH_MESSAGES.emailAlreadyInUse));
    const form = await openSignup();
    await fillValidSignup(form);
    await form.user.click(form.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered.');
  });

  it.each([
    [400, 'invalid_argument', AUTH_MESSAGES.weakPassword],
    [429, 'resource_exhausted', AUTH_MESSAGES.tooManyAttempts],
  ])('shows the server’s text for a %i', async (status, code, message) => {
    server.onPost(SIGN_UP, () => errorResponse(status, code, message));
    const form = await openSignup();
    await fillValidSignup(form);
    await form.user.click(form.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the default text when the network is down', async () => {
    server.onPost(SIGN_UP, () => Promise.reject(new TypeError('Failed to fetch')));
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
