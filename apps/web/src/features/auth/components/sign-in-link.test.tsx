import { screen } from '@testing-library/react';
import { AUTH_MESSAGES, SIGN_IN_LINK_API, SIGN_IN_LINK_TEXTS } from '@teachloop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { openLogin, submitValidLogin } from '../../../test/auth-pages';
import { findDestination, findPageHeading, renderAuthRoute } from '../../../test/render-auth-route';
import {
  ada,
  apiError,
  holdResponses,
  http,
  HttpResponse,
  json,
  recordRequests,
  server,
} from '../../../test/msw-server';

const SIGN_IN = '/api/auth/sign-in/email';
let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  requests = recordRequests();
});

async function tryPassword(answer: () => Response) {
  server.use(http.post(SIGN_IN, answer));
  const form = await openLogin();
  await submitValidLogin(form);
  return form.user;
}

describe("the login page's 'Email me a sign-in link'", () => {
  it('is offered under the error when password sign-in is throttled, and mails a link to the typed address', async () => {
    const user = await tryPassword(() => apiError(429, 'resource_exhausted', AUTH_MESSAGES.tooManyAttempts));
    expect(await screen.findByText(AUTH_MESSAGES.tooManyAttempts)).toBeInTheDocument();
    const offer = await screen.findByRole('button', { name: SIGN_IN_LINK_TEXTS.offer });
    expect(screen.getByText(SIGN_IN_LINK_TEXTS.offerHint)).toBeInTheDocument();

    const held = holdResponses();
    server.use(http.post(SIGN_IN_LINK_API.request, held.handler));
    await user.click(offer);
    expect(await screen.findByRole('button', { name: SIGN_IN_LINK_TEXTS.sending })).toBeDisabled();
    held.release(json({ ok: true }));
    expect(await screen.findByText(SIGN_IN_LINK_TEXTS.sent('ada@example.com'))).toBeInTheDocument();
    expect(await requests.bodies('POST', SIGN_IN_LINK_API.request)).toEqual([{ email: 'ada@example.com' }]);
  });

  it('is not offered for a wrong password', async () => {
    await tryPassword(() => apiError(401, 'unauthenticated', AUTH_MESSAGES.invalidCredential));
    expect(await screen.findByText(AUTH_MESSAGES.invalidCredential)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SIGN_IN_LINK_TEXTS.offer })).not.toBeInTheDocument();
  });

  it('says so when the link could not be asked for', async () => {
    const user = await tryPassword(() => apiError(429, 'resource_exhausted', AUTH_MESSAGES.tooManyAttempts));
    server.use(http.post(SIGN_IN_LINK_API.request, () => HttpResponse.error()));
    await user.click(await screen.findByRole('button', { name: SIGN_IN_LINK_TEXTS.offer }));
    expect(await screen.findByText(SIGN_IN_LINK_TEXTS.sendFailed)).toBeInTheDocument();
  });
});

describe('the sign-in link landing page', () => {
  it('sends nothing on opening; the button signs in and goes to the dashboard, replacing the page', async () => {
    let signedIn = false;
    server.use(
      http.post(SIGN_IN_LINK_API.verify, () => {
        signedIn = true;
        return json({ ok: true });
      }),
      http.get('/api/session', () => HttpResponse.json({ user: signedIn ? ada : null })),
    );
    const { user } = renderAuthRoute('/sign-in-link?token=abc');
    await findPageHeading(SIGN_IN_LINK_TEXTS.pageTitle);
    expect(requests.to('POST', SIGN_IN_LINK_API.verify)).toEqual([]);
    await user.click(screen.getByRole('button', { name: SIGN_IN_LINK_TEXTS.signIn }));
    expect(await findDestination('/dashboard', 'REPLACE')).toBeInTheDocument();
    expect(await requests.bodies('POST', SIGN_IN_LINK_API.verify)).toEqual([{ token: 'abc' }]);
  });

  it('says a used or expired link is no good and leads back to the login', async () => {
    server.use(
      http.post(SIGN_IN_LINK_API.verify, () =>
        apiError(400, 'invalid_argument', SIGN_IN_LINK_TEXTS.linkInvalid),
      ),
    );
    const { user } = renderAuthRoute('/sign-in-link?token=used');
    await findPageHeading(SIGN_IN_LINK_TEXTS.pageTitle);
    await user.click(screen.getByRole('button', { name: SIGN_IN_LINK_TEXTS.signIn }));
    expect(await screen.findByText(SIGN_IN_LINK_TEXTS.linkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SIGN_IN_LINK_TEXTS.backToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('without a token, says the link is no good', async () => {
    renderAuthRoute('/sign-in-link');
    await findPageHeading(SIGN_IN_LINK_TEXTS.pageTitle);
    expect(screen.getByText(SIGN_IN_LINK_TEXTS.linkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SIGN_IN_LINK_TEXTS.signIn })).not.toBeInTheDocument();
  });
});
