import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser, fakePushDevice, fakePushSupport, FAKE_SUBSCRIPTION } from '../../test/fake-push-device';
import { http, HttpResponse, recordRequests, server } from '../../test/msw-server';
import { findPageTitle, renderPage } from '../../test/render-page';

// jsdom has no service worker or Push API: the browser's side is the fake; the API is MSW, as everywhere.
vi.mock('../../features/notifications/push/push-device', (importOriginal) => fakePushDevice(importOriginal));
vi.mock('../../features/notifications/push/push-support', (importOriginal) =>
  fakePushSupport(importOriginal),
);

beforeEach(() => {
  fakeBrowser.reset();
  fakeBrowser.permission = 'granted';
  fakeBrowser.subscription = structuredClone(FAKE_SUBSCRIPTION);
});

describe('signing this device out', () => {
  it('ends the browser’s push subscription too, from the account menu', async () => {
    server.use(http.post('/api/auth/sign-out', () => HttpResponse.json({ success: true })));
    const sent = recordRequests();
    const { user } = renderPage('/notifications');
    await findPageTitle('Notifications');
    await user.click(await screen.findByRole('button', { name: /^Account menu for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(fakeBrowser.subscription).toBeNull());
    expect(sent.to('POST', '/api/auth/sign-out')).toHaveLength(1);
  });
});
