import { screen } from '@testing-library/react';
import { AUTH_MESSAGES } from '@teachloop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { findPageHeading, renderAuthRoute } from '../../../test/render-auth-route';
import {
  apiError,
  holdResponses,
  http,
  HttpResponse,
  json,
  recordRequests,
  server,
} from '../../../test/msw-server';

const RESET = '/api/auth/request-password-reset';
let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  requests = recordRequests();
});

async function openPanel(loginEmail = '') {
  const { user } = renderAuthRoute('/login');
  await findPageHeading('Log in');
  if (loginEmail) await user.type(screen.getByLabelText('Email'), loginEmail);
  const toggle = screen.getByRole('button', { name: 'Forgot password?' });
  await user.click(toggle);
  return {
    user,
    toggle,
    email: await screen.findByLabelText('Account email'),
    send: () => screen.getByRole('button', { name: /^(send reset link|sending…)$/i }),
  };
}

describe('the Forgot password? panel', () => {
  it('is a disclosure: hidden until toggled, aria-expanded and aria-controls on the button', async () => {
    const { user } = renderAuthRoute('/login');
    await findPageHeading('Log in');
    const toggle = screen.getByRole('button', { name: 'Forgot password?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Reset your password' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: 'Reset your password' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('is prefilled with the login email when its own field is empty', async () => {
    const panel = await openPanel(' ada@example.com');
    expect(panel.email).toHaveValue('ada@example.com');
  });

  it('keeps its own address when reopened after the login email changed', async () => {
    const panel = await openPanel('ada@example.com');
    await panel.user.clear(panel.email);
    await panel.user.type(panel.email, 'grace@example.com');
    await panel.user.click(panel.toggle);
    await panel.user.type(screen.getByLabelText('Email'), '.uk');
    await panel.user.click(panel.toggle);
    expect(panel.email).toHaveValue('grace@example.com');
  });

  it('asks for a valid address and sends nothing', async () => {
    const panel = await openPanel();
    await panel.user.click(panel.send());
    expect(panel.email).toHaveAccessibleDescription(AUTH_MESSAGES.emailInvalid);
    await panel.user.type(panel.email, 'ada@');
    expect(panel.email).toHaveAccessibleDescription(AUTH_MESSAGES.emailInvalid);
    expect(await requests.bodies('POST', RESET)).toEqual([]);
  });

  it('reads Sending… while waiting, then confirms where the link went', async () => {
    const held = holdResponses();
    server.use(http.post(RESET, held.handler));
    const panel = await openPanel('ada@example.com');
    await panel.user.click(panel.send());
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(await requests.bodies('POST', RESET)).toEqual([
      { email: 'ada@example.com', redirectTo: '/reset-password' },
    ]);
    held.release(json({ status: true }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Reset link sent to ada@example.com. Check your inbox.',
    );
  });

  it('shows the server’s text when rate limited', async () => {
    server.use(http.post(RESET, () => apiError(429, 'resource_exhausted', AUTH_MESSAGES.tooManyAttempts)));
    const panel = await openPanel('ada@example.com');
    await panel.user.click(panel.send());
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.tooManyAttempts);
  });

  it('shows the default text for any other failure', async () => {
    server.use(http.post(RESET, () => HttpResponse.error()));
    const panel = await openPanel('ada@example.com');
    await panel.user.click(panel.send());
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.resetDefault);
  });
});
