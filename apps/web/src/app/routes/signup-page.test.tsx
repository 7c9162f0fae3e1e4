import { screen } from '@testing-library/react';
import { AUTH_MESSAGES } from '@teachloop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { openSignup } from '../../test/auth-pages';
import { findDestination, renderAuthRoute } from '../../test/render-auth-route';
import { ada, recordRequests, signedInAs } from '../../test/msw-server';

const SIGN_UP = '/api/auth/sign-up/email';
let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  requests = recordRequests();
});

describe('signup validation', () => {
  it('shows every required text on submit, focuses the first field in error and sends nothing', async () => {
    const form = await openSignup();
    await form.user.click(form.submit());
    expect(form.name).toHaveAccessibleDescription(AUTH_MESSAGES.fullNameRequired);
    expect(form.email).toHaveAccessibleDescription(AUTH_MESSAGES.emailRequired);
    expect(form.password).toHaveAccessibleDescription(AUTH_MESSAGES.passwordRequired);
    expect(form.confirm).toHaveAccessibleDescription(AUTH_MESSAGES.confirmRequired);
    expect(form.name).toHaveFocus();
    expect(await requests.bodies('POST', SIGN_UP)).toEqual([]);
  });

  it('says an address of the wrong shape is invalid', async () => {
    const form = await openSignup();
    await form.user.type(form.email, 'ada example.com');
    expect(form.email).toHaveAccessibleDescription(AUTH_MESSAGES.emailInvalid);
  });

  it('hints at the rule, then says a password is too short or too long', async () => {
    const form = await openSignup();
    expect(form.password).toHaveAccessibleDescription(AUTH_MESSAGES.passwordHint);
    await form.user.type(form.password, 'short');
    expect(form.password).toHaveAccessibleDescription(AUTH_MESSAGES.passwordTooShort);
    await form.user.clear(form.password);
    await form.user.click(form.password);
    await form.user.paste('x'.repeat(129));
    expect(form.password).toHaveAccessibleDescription(AUTH_MESSAGES.passwordTooLong);
  });

  it('says when the passwords do not match, and checks again when the password changes', async () => {
    const form = await openSignup();
    await form.user.type(form.password, 'correct horse');
    await form.user.type(form.confirm, 'correct hors');
    expect(form.confirm).toHaveAccessibleDescription(AUTH_MESSAGES.passwordsDoNotMatch);
    await form.user.type(form.confirm, 'e');
    expect(form.confirm).not.toHaveAttribute('aria-invalid');
    await form.user.type(form.password, '!');
    expect(form.confirm).toHaveAccessibleDescription(AUTH_MESSAGES.passwordsDoNotMatch);
  });

  it('limits the full name to 100 characters', async () => {
    const form = await openSignup();
    await form.user.click(form.name);
    await form.user.paste('n'.repeat(101));
    expect(form.name).toHaveAccessibleDescription(AUTH_MESSAGES.fullNameTooLong);
  });

  it('has a show/hide toggle for each password field', async () => {
    const form = await openSignup();
    await form.user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(form.confirm).toHaveAttribute('type', 'text');
    expect(form.password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Hide confirm password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('a signed-in visitor on /signup', () => {
  it('goes to the dashboard, replacing history', async () => {
    signedInAs(ada);
    renderAuthRoute('/signup');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await findDestination('/dashboard')).toBeInTheDocument();
  });
});
