import { screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '@teachloop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAuthRoute } from '../../test/render-auth-route';
import { apiError, holdResponses, http, json, recordRequests, server } from '../../test/msw-server';

const RESET = '/api/auth/reset-password';
let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  requests = recordRequests();
});

function openReset(search: string) {
  const { user } = renderAuthRoute(`/reset-password${search}`);
  return {
    user,
    heading: screen.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    password: () => screen.getByLabelText('New password'),
    confirm: () => screen.getByLabelText('Confirm new password'),
    submit: () => screen.getByRole('button', { name: /^(change password|saving…)$/i }),
  };
}

describe('the reset page', () => {
  it.each([
    ['without a token', ''],
    ['when the server rejected the link', '?error=INVALID_TOKEN'],
    ['with an error and a token', '?token=abc&error=INVALID_TOKEN'],
  ])('explains the link is invalid %s, with a way back to login', (_, search) => {
    const page = openReset(search);
    expect(page.heading).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('checks the new password with the signup rules and sends nothing until they pass', async () => {
    const page = openReset('?token=abc');
    await page.user.click(page.submit());
    // The first check may wait for the form's validation code, which loads after the page (lazy-resolver.ts).
    await waitFor(() => expect(page.password()).toHaveAccessibleDescription(AUTH_MESSAGES.passwordRequired));
    expect(page.confirm()).toHaveAccessibleDescription(AUTH_MESSAGES.confirmRequired);
    await page.user.type(page.password(), 'short');
    expect(page.password()).toHaveAccessibleDescription(AUTH_MESSAGES.passwordTooShort);
    await page.user.type(page.password(), ' but long');
    await page.user.type(page.confirm(), 'other');
    expect(page.confirm()).toHaveAccessibleDescription(AUTH_MESSAGES.passwordsDoNotMatch);
    expect(await requests.bodies('POST', RESET)).toEqual([]);
  });

  it('reads Saving… while waiting, then confirms the change with a way to log in', async () => {
    const held = holdResponses();
    server.use(http.post(RESET, held.handler));
    const page = openReset('?token=abc123');
    await page.user.type(page.password(), 'new passphrase');
    await page.user.type(page.confirm(), 'new passphrase');
    await page.user.click(page.submit());
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(await requests.bodies('POST', RESET)).toEqual([
      { newPassword: 'new passphrase', token: 'abc123' },
    ]);
    held.release(json({ status: true }));
    expect(await screen.findByRole('status')).toHaveTextContent(AUTH_MESSAGES.passwordChanged);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows the server’s message when the link has expired', async () => {
    server.use(http.post(RESET, () => apiError(400, 'invalid_argument', AUTH_MESSAGES.resetLinkInvalid)));
    const page = openReset('?token=old');
    await page.user.type(page.password(), 'new passphrase');
    await page.user.type(page.confirm(), 'new passphrase');
    await page.user.click(page.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.resetLinkInvalid);
    expect(page.submit()).toBeEnabled();
  });
});
