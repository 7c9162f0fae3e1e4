import { fireEvent, screen } from '@testing-library/react';
import { AUTH_MESSAGES, SIGN_IN_METHOD_MESSAGES } from '@teachloop/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openGooglePage as openPage } from '../../../test/auth-pages';
import { findDestination } from '../../../test/render-auth-route';
import {
  broadcastFromPopup,
  FakeBroadcastChannel,
  fakePopup,
  stubWindowOpen,
} from '../../../test/fake-popup';
import { ada, apiError, http, HttpResponse, server, signedInAs } from '../../../test/msw-server';

const NEEDS_PASSWORD = { type: 'teachloop:google', error: 'link_needs_password' };

beforeEach(() => {
  FakeBroadcastChannel.reset();
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Google finds a verified account with its address', () => {
  it('asks for the password once, even when the popup looked closed first, then signs in', async () => {
    const popup = fakePopup();
    stubWindowOpen(popup);
    const passwords: unknown[] = [];
    server.use(
      http.post('/api/google-link/confirm', async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        passwords.push(password);
        if (password !== 'the right one')
          return apiError(401, 'unauthenticated', AUTH_MESSAGES.invalidCredential);
        signedInAs(ada);
        return HttpResponse.json({ ok: true });
      }),
    );
    const page = await openPage();
    fireEvent.click(page.button());
    // The provider's pages cut the opener link: `closed` reads true before the report comes by the channel.
    popup.closed = true;
    broadcastFromPopup(NEEDS_PASSWORD);

    const form = await screen.findByRole('form', { name: SIGN_IN_METHOD_MESSAGES.linkNeedsPassword });
    const password = screen.getByLabelText('Password', { selector: 'form[aria-labelledby] input' });
    expect(password).toHaveFocus();
    expect(screen.queryByText(AUTH_MESSAGES.popupClosed)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Connect Google and sign in' }));
    expect(await screen.findByText(SIGN_IN_METHOD_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(passwords).toEqual([]);

    fireEvent.change(password, { target: { value: 'not it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Google and sign in' }));
    expect(await screen.findByText(AUTH_MESSAGES.invalidCredential)).toBeInTheDocument();
    expect(form).toBeInTheDocument();

    fireEvent.change(password, { target: { value: 'the right one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Google and sign in' }));
    expect(await findDestination('/dashboard')).toBeInTheDocument();
    expect(passwords).toEqual(['not it', 'the right one']);
  });

  it('ignores the report when this page started no Google sign-in', async () => {
    await openPage();
    broadcastFromPopup(NEEDS_PASSWORD);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('form', { name: SIGN_IN_METHOD_MESSAGES.linkNeedsPassword })).toBeNull();
  });
});
