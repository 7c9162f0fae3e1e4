import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '@teachloop/shared';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './router';
import { Providers } from './providers';
import { FakeBroadcastChannel } from '../test/fake-popup';
import { GooglePopupStart } from './routes/google-popup-start-page';
import { apiError, http, json, recordRequests, server } from '../test/msw-server';
import { createTestQueryClient } from '../test/render-page';

let requests: ReturnType<typeof recordRequests>;
let opener: { postMessage: ReturnType<typeof vi.fn> };

beforeEach(() => {
  requests = recordRequests();
  FakeBroadcastChannel.reset();
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
  opener = { postMessage: vi.fn() };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
  vi.spyOn(window, 'close').mockImplementation(() => {});
});

afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function withProviders(children: ReactNode) {
  return <Providers queryClient={createTestQueryClient()}>{children}</Providers>;
}

function renderPopupAt(path: string) {
  render(
    withProviders(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>,
    ),
  );
}

/** The page reports from an effect, which may run after the page has painted its text. */
async function expectReported(result: object) {
  await waitFor(() => expect(opener.postMessage).toHaveBeenCalledWith(result, window.location.origin));
  expect(FakeBroadcastChannel.posted).toEqual([result]);
}

describe('/auth/popup-complete', () => {
  it('reports success on both channels, says so and closes the window, outside the site layout', async () => {
    renderPopupAt('/auth/popup-complete');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Signed in. You can close this window.'),
    );
    await expectReported({ type: 'teachloop:google' });
    await waitFor(() => expect(window.close).toHaveBeenCalled());
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Skip to content' })).not.toBeInTheDocument();
  });

  it('reports the provider’s error code and shows what it means', async () => {
    renderPopupAt('/auth/popup-complete?error=access_denied');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.popupCancelled);
    await expectReported({ type: 'teachloop:google', error: 'access_denied' });
    await waitFor(() => expect(window.close).toHaveBeenCalled());
  });
});

describe('/auth/google', () => {
  it('asks the server to start sign-in and goes to the provider’s address', async () => {
    vi.stubEnv('TZ', 'Europe/Paris');
    const cookies = vi.spyOn(document, 'cookie', 'set');
    const cookiesAtStart: unknown[][] = [];
    server.use(
      http.post('/api/auth/sign-in/social', () => {
        cookiesAtStart.push(...cookies.mock.calls);
        return json({ url: 'https://accounts.example/authorize?state=s', redirect: true });
      }),
    );
    const goTo = vi.fn();
    render(withProviders(<GooglePopupStart goTo={goTo} />));
    expect(screen.getByRole('status')).toHaveTextContent('Preparing Google…');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://accounts.example/authorize?state=s'));
    expect(await requests.bodies('POST', '/api/auth/sign-in/social')).toEqual([
      { provider: 'google', callbackURL: '/auth/popup-complete', errorCallbackURL: '/auth/popup-complete' },
    ]);
    // The zone is left for the callback before the flow starts: a first sign-in creates the profile with it.
    expect(cookiesAtStart).toEqual([
      ['tl_time_zone=Europe%2FParis; Path=/api/auth; Max-Age=900; SameSite=Lax'],
    ]);
  });

  it.each([
    ['the server refuses', () => apiError(404, 'not_found', 'Not found.')],
    ['the answer is not a web address', () => json({ url: 'javascript:alert(1)' })],
    ['the answer is a data: address', () => json({ url: 'data:text/html,<script>alert(1)</script>' })],
    ['the answer’s address is not a URL', () => json({ url: 'https://' })],
    ['the answer has no address', () => json({ redirect: true })],
  ])('reports start_failed when %s and offers to close the window', async (_, handler) => {
    server.use(http.post('/api/auth/sign-in/social', handler));
    const goTo = vi.fn();
    render(withProviders(<GooglePopupStart goTo={goTo} />));
    expect(await screen.findByRole('alert')).toHaveTextContent('Couldn’t start Google sign-in.');
    await expectReported({ type: 'teachloop:google', error: 'start_failed' });
    expect(goTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close window' }));
    expect(window.close).toHaveBeenCalled();
  });
});
