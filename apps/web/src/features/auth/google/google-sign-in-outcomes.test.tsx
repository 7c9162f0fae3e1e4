import { fireEvent, screen } from '@testing-library/react';
import { AUTH_MESSAGES } from '@teachloop/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openGooglePage as openPage } from '../../../test/auth-pages';
import { findDestination } from '../../../test/render-auth-route';
import {
  broadcastFromPopup,
  FakeBroadcastChannel,
  fakePopup,
  postFromPopup,
  stubWindowOpen,
} from '../../../test/fake-popup';
import { ada, recordRequests, signedInAs } from '../../../test/msw-server';

const SUCCESS = { type: 'teachloop:google' };
let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  requests = recordRequests();
  FakeBroadcastChannel.reset();
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('how a Google popup ends', () => {
  it('says the popup closed before completing when it closes without a report and nobody signed in', async () => {
    const popup = fakePopup();
    stubWindowOpen(popup);
    const page = await openPage();
    fireEvent.click(page.button());
    popup.closed = true;
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.popupClosed);
    expect(page.button()).toHaveTextContent('Continue with Google');
  });

  it('treats a popup closed without a report as success when the session now has the user', async () => {
    const popup = fakePopup();
    stubWindowOpen(popup);
    const page = await openPage({ pathname: '/login', state: { from: { pathname: '/circles' } } });
    fireEvent.click(page.button());
    signedInAs(ada);
    popup.closed = true;
    expect(await findDestination('/circles')).toBeInTheDocument();
  });

  it.each(['access_denied', 'cancelled'])('shows the cancelled text for the error %s', async (error) => {
    stubWindowOpen(fakePopup());
    const page = await openPage();
    fireEvent.click(page.button());
    postFromPopup({ type: 'teachloop:google', error });
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.popupCancelled);
  });

  it.each([
    ['/login', AUTH_MESSAGES.loginDefault],
    ['/signup', AUTH_MESSAGES.signupDefault],
  ])('on %s, shows the default text for any other error', async (path, text) => {
    const popup = fakePopup();
    stubWindowOpen(popup);
    const page = await openPage(path);
    fireEvent.click(page.button());
    broadcastFromPopup({ type: 'teachloop:google', error: 'start_failed' });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(popup.close).toHaveBeenCalled();
  });

  it('signs in on a success report and goes where a password login would: the page asked for', async () => {
    stubWindowOpen(fakePopup());
    const page = await openPage({
      pathname: '/login',
      state: { from: { pathname: '/activity', search: '?a=1' } },
    });
    fireEvent.click(page.button());
    signedInAs(ada);
    postFromPopup(SUCCESS);
    expect(await findDestination('/activity?a=1')).toBeInTheDocument();
  });

  it('accepts the report through the BroadcastChannel when the opener link was cut; signup goes to the dashboard', async () => {
    stubWindowOpen(fakePopup());
    const page = await openPage('/signup');
    fireEvent.click(page.button());
    signedInAs(ada);
    broadcastFromPopup(SUCCESS);
    expect(await findDestination('/dashboard')).toBeInTheDocument();
  });

  it('ignores messages from another origin or of another type', async () => {
    const popup = fakePopup();
    stubWindowOpen(popup);
    const page = await openPage();
    fireEvent.click(page.button());
    signedInAs(ada);
    postFromPopup(SUCCESS, 'https://evil.example');
    postFromPopup({ type: 'other', error: 'access_denied' });
    // A report the page takes closes the popup before anything else (at once, inside the message's handler).
    expect(popup.close).not.toHaveBeenCalled();
    expect(page.button()).toHaveTextContent('Preparing Google…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.to('GET', '/api/session')).toHaveLength(1);
    // Still listening: the real report that follows is the one that signs in.
    postFromPopup(SUCCESS);
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(await findDestination('/dashboard')).toBeInTheDocument();
  });

  it('says a success that did not start a session is a failure', async () => {
    stubWindowOpen(fakePopup());
    const page = await openPage();
    fireEvent.click(page.button());
    postFromPopup(SUCCESS);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginDefault);
  });
});
