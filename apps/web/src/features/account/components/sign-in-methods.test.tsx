import { SIGN_IN_METHOD_MESSAGES, type SignInMethods } from '@teachloop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { renderPage } from '../../../test/render-page';

function serveMethods(methods: SignInMethods) {
  server.use(http.get('/api/account/sign-in-methods', () => HttpResponse.json(methods)));
}

beforeEach(() => {
  server.use(http.get('/api/account/sessions', () => HttpResponse.json({ sessions: [] })));
});

async function section() {
  return within(await screen.findByRole('region', { name: 'Sign-in methods' }));
}

describe('/settings/account: sign-in methods', () => {
  it('lists both methods and disconnects Google while a password remains', async () => {
    serveMethods({ password: true, google: true, googleAvailable: true });
    server.use(
      http.delete('/api/account/sign-in-methods/google', () => {
        serveMethods({ password: true, google: false, googleAvailable: true });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const sent = recordRequests();
    renderPage('/settings/account');
    const methods = await section();
    expect(await methods.findByText('Email and password')).toBeInTheDocument();
    await userEvent.click(methods.getByRole('button', { name: 'Disconnect Google' }));
    expect(await methods.findByText(SIGN_IN_METHOD_MESSAGES.googleDisconnected)).toBeInTheDocument();
    expect(await methods.findByRole('button', { name: 'Connect Google' })).toBeEnabled();
    expect(sent.to('DELETE', '/api/account/sign-in-methods/google')).toHaveLength(1);
  });

  it('never offers to remove the last way in, and says why', async () => {
    serveMethods({ password: false, google: true, googleAvailable: true });
    renderPage('/settings/account');
    const methods = await section();
    const disconnect = await methods.findByRole('button', { name: 'Disconnect Google' });
    expect(disconnect).toBeDisabled();
    expect(disconnect).toHaveAccessibleDescription(SIGN_IN_METHOD_MESSAGES.lastMethod);
  });

  it('explains why Google could not be connected when Google sends the browser back with an error', async () => {
    renderPage('/settings/account?error=account_already_linked_to_different_user');
    const methods = await section();
    expect(await methods.findByRole('alert')).toHaveTextContent(SIGN_IN_METHOD_MESSAGES.googleTakenElsewhere);
  });
});
