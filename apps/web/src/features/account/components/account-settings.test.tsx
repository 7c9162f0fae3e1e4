import { ACCOUNT_MESSAGES, type AccountSession } from '@teachloop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';
import { deviceName } from './signed-in-devices';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';

const session = (overrides: Partial<AccountSession>): AccountSession => ({
  id: 's1',
  createdAt: Date.now() - 3 * 86_400_000,
  lastActiveAt: Date.now() - 60_000,
  userAgent: CHROME_MAC,
  ipAddress: '203.0.113.5',
  current: false,
  push: false,
  ...overrides,
});

function serveSessions(sessions: AccountSession[]) {
  server.use(http.get('/api/account/sessions', () => HttpResponse.json({ sessions })));
}

describe('/settings/account', () => {
  it('names devices in plain words', () => {
    expect(deviceName(CHROME_MAC)).toBe('Chrome on macOS');
    expect(deviceName(FIREFOX_ANDROID)).toBe('Firefox on Android');
    expect(deviceName(null)).toBe('Unknown device');
  });

  it('lists the signed-in devices, this one marked, and signs another out', async () => {
    serveSessions([
      session({ id: 'here', current: true }),
      session({ id: 'phone', userAgent: FIREFOX_ANDROID }),
    ]);
    server.use(http.delete('/api/account/sessions/:id', () => new HttpResponse(null, { status: 204 })));
    const sent = recordRequests();
    renderPage('/settings/account');
    expect(await findPageTitle('Account')).toBeInTheDocument();
    const devices = screen.getByRole('region', { name: 'Signed-in devices' });
    expect(await within(devices).findByText('This device')).toBeInTheDocument();
    await userEvent.click(within(devices).getByRole('button', { name: /Sign out Firefox on Android/ }));
    await waitFor(() => expect(sent.to('DELETE', '/api/account/sessions/phone')).toHaveLength(1));
  });

  it('marks the devices that receive push notifications', async () => {
    serveSessions([
      session({ id: 'here', current: true }),
      session({ id: 'phone', userAgent: FIREFOX_ANDROID, push: true }),
    ]);
    renderPage('/settings/account');
    const devices = await screen.findByRole('region', { name: 'Signed-in devices' });
    const rows = await within(devices).findAllByRole('listitem');
    expect(within(rows[1]!).getByText('Push notifications on')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Push notifications on')).not.toBeInTheDocument();
  });

  it('changes the password and says the other devices were signed out; a wrong current one is explained', async () => {
    serveSessions([session({ current: true })]);
    let attempts = 0;
    server.use(
      http.post('/api/account/password', () =>
        ++attempts === 1
          ? apiError(400, 'invalid_argument', ACCOUNT_MESSAGES.currentPasswordWrong)
          : new HttpResponse(null, { status: 204 }),
      ),
    );
    renderPage('/settings/account');
    const form = within(await screen.findByRole('region', { name: 'Password' }));
    await userEvent.type(form.getByLabelText('Current password'), 'old password');
    await userEvent.type(form.getByLabelText('New password'), 'a new password');
    await userEvent.type(form.getByLabelText('Confirm new password'), 'a new password');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeInTheDocument();
  });

  it('offers the data download as a link to the export', async () => {
    serveSessions([session({ current: true })]);
    renderPage('/settings/account');
    const link = await screen.findByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', '/api/account/export');
    expect(link).toHaveAttribute('download');
  });

  it('deletes the account only with the password typed again, then says so on the home page', async () => {
    serveSessions([session({ current: true })]);
    let attempts = 0;
    server.use(
      http.post('/api/account/delete', () =>
        ++attempts === 1
          ? apiError(400, 'invalid_argument', ACCOUNT_MESSAGES.currentPasswordWrong)
          : new HttpResponse(null, { status: 204 }),
      ),
    );
    const sent = recordRequests();
    const { router } = renderPage('/settings/account');
    const section = within(await screen.findByRole('region', { name: 'Delete account' }));
    await userEvent.click(section.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));

    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText(ACCOUNT_MESSAGES.deleteConfirmPassword)).toBeInTheDocument();
    expect(sent.to('POST', '/api/account/delete')).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText('Your password'), 'wrong one');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
    // The browser forgets the user the server no longer knows.
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(await sent.bodies('POST', '/api/account/delete')).toEqual([
      { password: 'wrong one' },
      { password: 'wrong one' },
    ]);
  });

  it('closes the dialog on Cancel without deleting anything', async () => {
    serveSessions([session({ current: true })]);
    const sent = recordRequests();
    renderPage('/settings/account');
    const section = within(await screen.findByRole('region', { name: 'Delete account' }));
    await userEvent.click(section.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(section.getByRole('button', { name: 'Delete my account' })).toHaveFocus();
    expect(sent.to('POST', '/api/account/delete')).toHaveLength(0);
  });
});
