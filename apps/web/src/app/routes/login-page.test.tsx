import { screen, within } from '@testing-library/react';
import { AUTH_MESSAGES } from '@teachloop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { openLogin } from '../../test/auth-pages';
import { findDestination, renderAuthRoute } from '../../test/render-auth-route';
import { ada, recordRequests, signedInAs } from '../../test/msw-server';

const SIGN_IN = '/api/auth/sign-in/email';
let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  requests = recordRequests();
});

describe('login validation', () => {
  it('says the email is required, beside the field, and sends nothing', async () => {
    const form = await openLogin();
    await form.user.type(form.password, 'correct horse');
    await form.user.click(form.submit());
    expect(form.email).toHaveAccessibleDescription(AUTH_MESSAGES.emailRequired);
    expect(form.email).toHaveFocus();
    expect(await requests.bodies('POST', SIGN_IN)).toEqual([]);
  });

  it('says an address of the wrong shape is invalid', async () => {
    const form = await openLogin();
    await form.user.type(form.email, 'ada@example');
    await form.user.tab();
    expect(form.email).toHaveAccessibleDescription(AUTH_MESSAGES.emailInvalid);
  });

  it('says a short password under its field, like the e-mail’s errors, once the form was submitted', async () => {
    const form = await openLogin();
    await form.user.type(form.email, 'ada@example.com');
    await form.user.type(form.password, 'short');
    await form.user.tab();
    expect(screen.queryByText(AUTH_MESSAGES.loginPasswordTooShort)).not.toBeInTheDocument();

    await form.user.click(form.submit());
    expect(form.password).toHaveAccessibleDescription(AUTH_MESSAGES.loginPasswordTooShort);
    expect(form.password).toHaveAttribute('aria-invalid', 'true');
    expect(form.password).toHaveFocus();
    // Inline, not a banner: the form-level alert is kept for what the server answers.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const message = screen.getByText(AUTH_MESSAGES.loginPasswordTooShort);
    expect(form.password.getAttribute('aria-describedby')).toBe(message.id);
    expect(await requests.bodies('POST', SIGN_IN)).toEqual([]);

    await form.user.type(form.password, 'enough');
    expect(screen.queryByText(AUTH_MESSAGES.loginPasswordTooShort)).not.toBeInTheDocument();
    expect(form.password).not.toHaveAttribute('aria-invalid');
  });

  it('says both fields’ errors inline at once, each describing its own field', async () => {
    const form = await openLogin();
    await form.user.type(form.email, 'ada@example');
    await form.user.type(form.password, 'short');
    await form.user.click(form.submit());
    expect(form.email).toHaveAccessibleDescription(AUTH_MESSAGES.emailInvalid);
    expect(form.password).toHaveAccessibleDescription(AUTH_MESSAGES.loginPasswordTooShort);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows and hides the password with a toggle button', async () => {
    const form = await openLogin();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(form.password).toHaveAttribute('type', 'password');
    await form.user.click(toggle);
    expect(form.password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('a visitor who is already signed in', () => {
  it('shows Loading… while the session is checked, then goes to the dashboard instead of the form', async () => {
    signedInAs(ada);
    renderAuthRoute('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await findDestination('/dashboard')).toBeInTheDocument();
  });

  it('goes back to the page asked for when the guard stored one', async () => {
    signedInAs(ada);
    renderAuthRoute({
      pathname: '/login',
      state: { from: { pathname: '/portfolio', search: '', hash: '' } },
    });
    expect(await findDestination('/portfolio')).toBeInTheDocument();
  });
});

describe('the rest of the login page', () => {
  it('links to signup and states the terms, linking the Terms and Privacy pages', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    const note = screen.getByText(/^By continuing you agree to our/);
    expect(note).toHaveTextContent('By continuing you agree to our Terms and Privacy Policy.');
    expect(within(note).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(within(note).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
