import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '@teachloop/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openGooglePage as openPage } from '../../../test/auth-pages';
import { findPageHeading, renderAuthRoute } from '../../../test/render-auth-route';
import { FakeBroadcastChannel, fakePopup, stubWindowOpen } from '../../../test/fake-popup';
import { googleSignIn, recordRequests } from '../../../test/msw-server';

let requests: ReturnType<typeof recordRequests>;
const MINUTE = 60_000;

beforeEach(() => {
  requests = recordRequests();
  FakeBroadcastChannel.reset();
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('starting Google sign-in', () => {
  it('opens the popup synchronously, inside the click, and reads Preparing Google… while it is open', async () => {
    const open = stubWindowOpen(fakePopup());
    const page = await openPage();
    fireEvent.click(page.button());
    expect(open).toHaveBeenCalledWith('/auth/google', 'teachloop-google', 'popup,width=480,height=640');
    expect(await screen.findByRole('button', { name: 'Preparing Google…' })).toBeEnabled();
  });

  it('says so when the browser blocks the popup', async () => {
    stubWindowOpen();
    const page = await openPage();
    fireEvent.click(page.button());
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.popupBlocked);
    expect(page.button()).toHaveTextContent('Continue with Google');
  });

  it.each([
    ['/login', AUTH_MESSAGES.popupCancelled],
    ['/signup', AUTH_MESSAGES.signupPopupCancelled],
  ])('on %s, a second click closes the first popup and cancels that attempt', async (path, text) => {
    const first = fakePopup();
    const open = stubWindowOpen(first, fakePopup());
    const page = await openPage(path);
    fireEvent.click(page.button());
    fireEvent.click(page.button());
    expect(first.close).toHaveBeenCalled();
    expect(open).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(page.button()).toHaveTextContent('Preparing Google…');
  });

  it('stops listening and polling when the page goes away', async () => {
    const popup = fakePopup();
    stubWindowOpen(popup);
    const { unmount } = renderAuthRoute('/login');
    await findPageHeading('Log in');
    // The page polls the popup on an interval: the test moves that clock itself.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(FakeBroadcastChannel.open).toHaveLength(1);
    vi.advanceTimersByTime(MINUTE);
    expect(popup.looks, 'polled while the page is open').toBeGreaterThan(0);
    const sessionReads = () => requests.to('GET', '/api/session').length;
    const before = sessionReads();
    const looksBefore = popup.looks;
    unmount();
    expect(FakeBroadcastChannel.open).toHaveLength(0);
    popup.closed = true;
    vi.advanceTimersByTime(MINUTE);
    expect(popup.looks, 'polled after the page went away').toBe(looksBefore);
    expect(sessionReads()).toBe(before);
  });
});

describe('Google sign-in when the server has no Google client', () => {
  it.each(['/login', '/signup'])('disables the button on %s and says why', async (path) => {
    googleSignIn(false);
    const open = stubWindowOpen(fakePopup());
    const page = await openPage(path);
    await waitFor(() => expect(page.button()).toBeDisabled());
    expect(page.button()).toHaveAccessibleDescription(AUTH_MESSAGES.googleNotConfigured);
    expect(screen.getByText(AUTH_MESSAGES.googleNotConfigured)).toBeVisible();
    fireEvent.click(page.button());
    expect(open).not.toHaveBeenCalled();
  });
});
