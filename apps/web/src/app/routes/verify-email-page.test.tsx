import { screen } from '@testing-library/react';
import { EMAIL_VERIFICATION_TEXTS as TEXTS } from '@teachloop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAuthRoute } from '../../test/render-auth-route';
import { apiError, http, json, recordRequests, server } from '../../test/msw-server';

const VERIFY = '/api/email/verify';
let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  requests = recordRequests();
});

describe('the page a mailed link opens', () => {
  it('sends the token once and says the address is verified, with a way on', async () => {
    server.use(http.post(VERIFY, () => json({ changed: false })));
    renderAuthRoute('/verify-email?token=abc');
    expect(await screen.findByText(TEXTS.verified)).toBeInTheDocument();
    expect(await requests.bodies('POST', VERIFY)).toEqual([{ token: 'abc' }]);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says a new address is in use after a change link', async () => {
    server.use(http.post(VERIFY, () => json({ changed: true })));
    renderAuthRoute('/verify-email?token=abc');
    expect(await screen.findByText(TEXTS.changed)).toBeInTheDocument();
  });

  it('says clearly when the link expired or was used, and how to get a new one', async () => {
    server.use(http.post(VERIFY, () => apiError(400, 'invalid_argument', TEXTS.linkInvalid)));
    renderAuthRoute('/verify-email?token=used');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEXTS.linkInvalid);
    expect(alert).toHaveTextContent(TEXTS.linkInvalidHint);
  });

  it('sends nothing without a token', async () => {
    renderAuthRoute('/verify-email');
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.linkInvalid);
    expect(await requests.bodies('POST', VERIFY)).toEqual([]);
  });
});
