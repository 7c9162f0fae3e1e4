import { PUSH_TEXTS, type NotificationPreferences } from '@teachloop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeBrowser,
  fakePushDevice,
  fakePushSupport,
  FAKE_SUBSCRIPTION,
} from '../../../test/fake-push-device';
import { apiError, http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { buildNotificationPreferences } from '../../../test/notification-fixtures';
import { findPageTitle, renderPage } from '../../../test/render-page';

// jsdom has no service worker or Push API: the browser's side is the fake; the API is MSW, as everywhere.
vi.mock('../push/push-device', (importOriginal) => fakePushDevice(importOriginal));
vi.mock('../push/push-support', (importOriginal) => fakePushSupport(importOriginal));

beforeEach(() => fakeBrowser.reset());

const pushSection = () => screen.getByRole('region', { name: PUSH_TEXTS.sectionTitle });
const kindsSection = () => screen.getByRole('region', { name: 'What you’re told about' });
const quietSection = () => screen.getByRole('region', { name: PUSH_TEXTS.quietHoursTitle });

async function openSettings() {
  const page = renderPage('/settings/notifications');
  expect(await findPageTitle('Notification settings')).toBeInTheDocument();
  return page;
}

/** The server's preferences: a PUT changes the kinds it names and answers the whole set. */
function servePreferences() {
  let preferences = buildNotificationPreferences();
  server.use(
    http.get('/api/notification-preferences', () => HttpResponse.json({ preferences })),
    http.put('/api/notification-preferences', async ({ request }) => {
      const body = (await request.json()) as {
        preferences: Partial<NotificationPreferences['preferences'][number]>[];
      };
      preferences = preferences.map((kept) => ({
        ...kept,
        ...body.preferences.find((p) => p.kind === kept.kind),
      }));
      return HttpResponse.json({ preferences });
    }),
  );
}

describe('push notifications on this device', () => {
  const browsers: [string, Partial<typeof fakeBrowser>, string, string | null][] = [
    ['unsupported', { supported: false }, PUSH_TEXTS.unsupported, null],
    ['blocked', { permission: 'denied' }, PUSH_TEXTS.blocked, null],
    ['off', { permission: 'default' }, PUSH_TEXTS.disabled, PUSH_TEXTS.enable],
    [
      'on',
      { permission: 'granted', subscription: FAKE_SUBSCRIPTION },
      PUSH_TEXTS.enabled,
      PUSH_TEXTS.disable,
    ],
  ];
  it.each(browsers)('shows the %s state and its one action', async (_, browser, text, action) => {
    Object.assign(fakeBrowser, browser);
    server.use(http.post('/api/push/subscriptions', () => HttpResponse.json({ id: 'p1' }, { status: 201 })));
    await openSettings();
    await waitFor(() => expect(within(pushSection()).getByRole('status')).toHaveTextContent(text));
    const buttons = within(pushSection())
      .queryAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(action ? [action] : []);
    // Opening the page never asks the browser's question.
    expect(fakeBrowser.asked).toBe(0);
  });

  it('turns push on only when asked: permission, the server’s key, then the subscription sent', async () => {
    server.use(http.post('/api/push/subscriptions', () => HttpResponse.json({ id: 'p1' }, { status: 201 })));
    const sent = recordRequests();
    const { user } = await openSettings();
    await user.click(await within(pushSection()).findByRole('button', { name: PUSH_TEXTS.enable }));
    await waitFor(() =>
      expect(within(pushSection()).getByRole('status')).toHaveTextContent(PUSH_TEXTS.enabled),
    );
    expect(fakeBrowser.asked).toBe(1);
    expect(fakeBrowser.subscribedWith).toEqual(['BPushKeyOfTheServer']);
    expect(sent.to('POST', '/api/push/subscriptions')).toHaveLength(1);
    expect(await sent.to('POST', '/api/push/subscriptions')[0]!.body).toEqual(FAKE_SUBSCRIPTION);
    expect(within(pushSection()).getByRole('button', { name: PUSH_TEXTS.disable })).toBeInTheDocument();
  });

  it('says notifications are blocked when the user answers no, and sends nothing', async () => {
    fakeBrowser.answer = 'denied';
    const sent = recordRequests();
    const { user } = await openSettings();
    await user.click(await within(pushSection()).findByRole('button', { name: PUSH_TEXTS.enable }));
    await waitFor(() =>
      expect(within(pushSection()).getByRole('status')).toHaveTextContent(PUSH_TEXTS.blocked),
    );
    expect(sent.to('GET', '/api/push/key')).toHaveLength(0);
    expect(sent.to('POST', '/api/push/subscriptions')).toHaveLength(0);
    expect(within(pushSection()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when the server cannot take the subscription, and lets the user try again', async () => {
    server.use(http.post('/api/push/subscriptions', () => apiError(503, 'unavailable')));
    const { user } = await openSettings();
    await user.click(await within(pushSection()).findByRole('button', { name: PUSH_TEXTS.enable }));
    await waitFor(() =>
      expect(within(pushSection()).getByRole('status')).toHaveTextContent(
        'Couldn’t turn on push notifications. Please try again.',
      ),
    );
    expect(within(pushSection()).getByRole('button', { name: PUSH_TEXTS.enable })).toBeEnabled();
  });

  it('hands a subscription this device holds to the server again, and turns it off with its endpoint', async () => {
    fakeBrowser.permission = 'granted';
    fakeBrowser.subscription = structuredClone(FAKE_SUBSCRIPTION);
    server.use(
      http.post('/api/push/subscriptions', () => HttpResponse.json({ id: 'p1' }, { status: 201 })),
      http.post('/api/push/unsubscribe', () => new HttpResponse(null, { status: 204 })),
    );
    const sent = recordRequests();
    const { user } = await openSettings();
    await user.click(await within(pushSection()).findByRole('button', { name: PUSH_TEXTS.disable }));
    await waitFor(() =>
      expect(within(pushSection()).getByRole('status')).toHaveTextContent(PUSH_TEXTS.disabled),
    );
    // Read on opening: this session owns the device's subscription (it may have been another session's).
    expect(await sent.to('POST', '/api/push/subscriptions')[0]!.body).toEqual(FAKE_SUBSCRIPTION);
    expect(sent.to('POST', '/api/push/unsubscribe')).toHaveLength(1);
    expect(await sent.to('POST', '/api/push/unsubscribe')[0]!.body).toEqual({
      endpoint: FAKE_SUBSCRIPTION.endpoint,
    });
    expect(fakeBrowser.subscription).toBeNull();
    expect(within(pushSection()).getByRole('button', { name: PUSH_TEXTS.enable })).toBeInTheDocument();
  });
});

describe('each kind’s Push and E-mail switches', () => {
  it('shows both columns and saves a push switch with the kind’s delivery', async () => {
    servePreferences();
    const sent = recordRequests();
    const { user } = await openSettings();
    const table = await within(kindsSection()).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['What happened', 'Push', 'E-mail']);
    const assignedPush = await within(table).findByRole('checkbox', {
      name: 'A teach-back is assigned to you: Push',
    });
    expect(assignedPush).toBeChecked();
    const badgePush = within(table).getByRole('checkbox', { name: 'You earned a badge: Push' });
    expect(badgePush).not.toBeChecked();
    expect(
      within(table).getByRole('checkbox', { name: 'Your streak ends tonight (in the evening): Push' }),
    ).toBeChecked();
    await user.click(badgePush);
    await waitFor(() => expect(within(kindsSection()).getByRole('status')).toHaveTextContent('Saved.'));
    expect(await sent.to('PUT', '/api/notification-preferences')[0]!.body).toEqual({
      preferences: [{ kind: 'badge_earned', delivery: 'in_app', push: true }],
    });
    expect(badgePush).toBeChecked();
    // The e-mail switch of the same kind did not move.
    expect(within(table).getByRole('checkbox', { name: 'You earned a badge: E-mail' })).not.toBeChecked();
  });

  it('puts a push switch back when the save fails', async () => {
    server.use(http.put('/api/notification-preferences', () => apiError(500, 'internal')));
    const { user } = await openSettings();
    const assignedPush = await screen.findByRole('checkbox', {
      name: 'A teach-back is assigned to you: Push',
    });
    await user.click(assignedPush);
    await waitFor(() =>
      expect(within(kindsSection()).getByRole('status')).toHaveTextContent(
        'Couldn’t save your settings. Please try again.',
      ),
    );
    await waitFor(() => expect(assignedPush).toBeChecked());
  });
});

describe('quiet hours', () => {
  it('shows the saved hours in the reader’s clock and saves a change at once', async () => {
    let saved = { start: 22, end: 8 };
    server.use(
      http.get('/api/quiet-hours', () => HttpResponse.json(saved)),
      http.put('/api/quiet-hours', async ({ request }) => {
        saved = (await request.json()) as typeof saved;
        return HttpResponse.json(saved);
      }),
    );
    const sent = recordRequests();
    const { user } = await openSettings();
    const from = await within(quietSection()).findByRole('combobox', { name: 'From' });
    const to = within(quietSection()).getByRole('combobox', { name: 'To' });
    const hour = (h: number) =>
      new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(
        new Date(2000, 0, 1, h),
      );
    expect(within(from).getByRole('option', { selected: true })).toHaveTextContent(hour(22));
    expect(within(to).getByRole('option', { selected: true })).toHaveTextContent(hour(8));
    expect(within(from).getAllByRole('option')).toHaveLength(24);
    await user.selectOptions(from, hour(21));
    await waitFor(() => expect(within(quietSection()).getByRole('status')).toHaveTextContent('Saved.'));
    expect(await sent.to('PUT', '/api/quiet-hours')[0]!.body).toEqual({ start: 21, end: 8 });
    expect(saved).toEqual({ start: 21, end: 8 });
  });

  it('puts the hour back when the save fails', async () => {
    server.use(
      http.put('/api/quiet-hours', () =>
        apiError(400, 'invalid_argument', 'Quiet hours must be whole hours from 0 to 23.'),
      ),
    );
    const { user } = await openSettings();
    const to = await within(quietSection()).findByRole('combobox', { name: 'To' });
    await user.selectOptions(to, '7');
    await waitFor(() =>
      expect(within(quietSection()).getByRole('status')).toHaveTextContent(
        'Couldn’t save your settings. Please try again.',
      ),
    );
    expect(to).toHaveValue('8');
  });
});
