import { NOTIFICATION_MESSAGES, NOTIFICATION_TEXTS, type Notification } from '@teachloop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveEvents } from '../../../test/live-events';
import { ada, apiError, http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { buildNotification, buildNotificationPreferences } from '../../../test/notification-fixtures';
import { findPageTitle, renderPage, sessionShown } from '../../../test/render-page';

afterEach(() => vi.unstubAllGlobals());

const assigned = buildNotification({ id: 'n2', text: 'You were asked to teach back “Heaps”' });
const badge = buildNotification({
  id: 'n1',
  kind: 'badge_earned',
  text: 'You earned the “First Steps” badge',
  href: '/portfolio',
  readAt: Date.now() - 60_000,
});

function serve(pages: Record<string, { list: ReturnType<typeof buildNotification>[]; next: string | null }>) {
  server.use(
    http.get('/api/notifications', ({ request }) => {
      const page = pages[new URL(request.url).searchParams.get('cursor') ?? 'first']!;
      return HttpResponse.json({ notifications: page.list, nextCursor: page.next });
    }),
  );
}

function unread(count: number) {
  server.use(http.get('/api/notifications/unread', () => HttpResponse.json({ unread: count })));
}

/**
 * The user's notifications as the server keeps them: the list, the bell's count of unread ones, and read-all
 * (which the server follows with a live `notifications` event to the user's tabs).
 */
function serveInbox(initial: Notification[]) {
  let inbox = initial;
  server.use(
    http.get('/api/notifications', () => HttpResponse.json({ notifications: inbox, nextCursor: null })),
    http.get('/api/notifications/unread', () =>
      HttpResponse.json({ unread: inbox.filter((notification) => notification.readAt === null).length }),
    ),
    http.post('/api/notifications/read-all', () => {
      inbox = inbox.map((notification) => ({ ...notification, readAt: notification.readAt ?? Date.now() }));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { arrive: (notification: Notification) => (inbox = [notification, ...inbox]) };
}

describe('the notification centre', () => {
  it('lists notifications newest first, new ones marked, each linking to its thing', async () => {
    serve({ first: { list: [assigned, badge], next: null } });
    unread(1);
    renderPage('/notifications');
    expect(await findPageTitle('Notifications')).toBeInTheDocument();
    const list = (await screen.findByRole('link', { name: /Heaps/ })).closest('ul')!;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('New: You were asked to teach back “Heaps”'),
      expect.stringContaining('You earned the “First Steps” badge'),
    ]);
    expect(screen.getByRole('link', { name: 'New: You were asked to teach back “Heaps”' })).toHaveAttribute(
      'href',
      '/teachbacks/t1/work',
    );
    expect(screen.getByRole('link', { name: 'You earned the “First Steps” badge' })).toHaveAttribute(
      'href',
      '/portfolio',
    );
  });

  it('shows the open-to-teach kinds: a declined teach-back and an accepted challenge', async () => {
    serve({
      first: {
        list: [
          buildNotification({
            id: 'n5',
            kind: 'challenge_accepted',
            text: NOTIFICATION_TEXTS.challengeAccepted('Grace', 'Heaps'),
            href: '/challenges/c1/work',
          }),
          buildNotification({
            id: 'n6',
            kind: 'teachback_declined',
            text: NOTIFICATION_TEXTS.declinedOpenToTeach('Tries'),
            href: '/challenges/c2/work',
            readAt: Date.now(),
          }),
        ],
        next: null,
      },
    });
    renderPage('/notifications');
    expect(
      await screen.findByRole('link', { name: 'New: Grace accepted to teach back “Heaps”' }),
    ).toHaveAttribute('href', '/challenges/c1/work');
    expect(screen.getByRole('link', { name: /now open for any peer to accept/ })).toHaveAttribute(
      'href',
      '/challenges/c2/work',
    );
  });

  it('opening it reads them all: the bell clears, and the new ones stay marked as new', async () => {
    serveInbox([assigned, badge]);
    const sent = recordRequests();
    renderPage('/notifications');
    await waitFor(() => expect(sent.to('POST', '/api/notifications/read-all')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
    expect(sent.to('POST', '/api/notifications/read-all')).toHaveLength(1);
    // The list has been read again (everything read now); what was new on arrival is still marked.
    await waitFor(() => expect(sent.to('GET', '/api/notifications').length).toBeGreaterThan(1));
    expect(
      screen.getByRole('link', { name: 'New: You were asked to teach back “Heaps”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'You earned the “First Steps” badge' })).toBeInTheDocument();
  });

  it('reads one that arrives while it is open, and marks it new', async () => {
    const live = liveEvents();
    const inbox = serveInbox([badge]);
    const sent = recordRequests();
    renderPage('/notifications');
    expect(await screen.findByRole('link', { name: /First Steps/ })).toBeInTheDocument();
    // Nothing was unread: nothing to mark.
    expect(sent.to('POST', '/api/notifications/read-all')).toHaveLength(0);

    inbox.arrive(assigned);
    live.push('notifications', [assigned.id]);
    expect(
      await screen.findByRole('link', { name: 'New: You were asked to teach back “Heaps”' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(sent.to('POST', '/api/notifications/read-all')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('keeps the count when marking fails, without asking again and again', async () => {
    serveInbox([assigned]);
    server.use(http.post('/api/notifications/read-all', () => apiError(500, 'internal')));
    const sent = recordRequests();
    renderPage('/notifications');
    await waitFor(() => expect(sent.to('POST', '/api/notifications/read-all')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent.to('POST', '/api/notifications/read-all')).toHaveLength(1);
  });

  it('following one lands on its item', async () => {
    serve({ first: { list: [assigned], next: null } });
    const { user, router } = renderPage('/notifications');
    await sessionShown(ada);
    await user.click(await screen.findByRole('link', { name: /Heaps/ }));
    await waitFor(() => expect(router.location.pathname).toBe('/teachbacks/t1/work'));
  });

  it('loads more page by page', async () => {
    serve({ first: { list: [assigned], next: 'c1' }, c1: { list: [badge], next: null } });
    const { user } = renderPage('/notifications');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /First Steps/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there is nothing', async () => {
    const sent = recordRequests();
    renderPage('/notifications');
    expect(await screen.findByText(NOTIFICATION_MESSAGES.empty)).toBeInTheDocument();
    expect(sent.to('POST', '/api/notifications/read-all')).toHaveLength(0);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    server.use(http.get('/api/notifications', () => apiError(500, 'internal')));
    renderPage('/notifications');
    expect(await screen.findByText(NOTIFICATION_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the bell', () => {
  it('shows the unread count in its name and updates live when a notification arrives', async () => {
    const live = liveEvents();
    unread(2);
    renderPage('/dashboard');
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    unread(3);
    live.push('notifications', ['n9']);
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('is not shown to a signed-out visitor', async () => {
    renderPage('/', { user: null });
    await screen.findAllByRole('link', { name: 'Log in' });
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});

describe('notification settings', () => {
  /** The switches' section's own status line ('Saved.' or the failure). */
  const kindsStatus = () =>
    within(screen.getByRole('region', { name: 'What you’re told about' })).getByRole('status');

  it('shows each kind’s delivery and saves a change at once', async () => {
    const sent = recordRequests();
    server.use(
      http.put('/api/notification-preferences', async ({ request }) => {
        const body = (await request.json()) as { preferences: { kind: string; delivery: string }[] };
        // The whole set as now in force, as the server answers.
        const preferences = buildNotificationPreferences().map((kept) => ({
          ...kept,
          ...body.preferences.find((changed) => changed.kind === kept.kind),
        }));
        return HttpResponse.json({ preferences });
      }),
    );
    const { user } = renderPage('/settings/notifications');
    expect(await findPageTitle('Notification settings')).toBeInTheDocument();
    const assignedBox = await screen.findByRole('checkbox', {
      name: 'A teach-back is assigned to you: E-mail',
    });
    expect(assignedBox).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'You earned a badge: E-mail' })).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'A peer declined to teach back your challenge: E-mail' }),
    ).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'A peer accepted your challenge to teach it back: E-mail' }),
    ).not.toBeChecked();
    await user.click(assignedBox);
    await waitFor(() => expect(sent.to('PUT', '/api/notification-preferences')).toHaveLength(1));
    expect(await sent.to('PUT', '/api/notification-preferences')[0]!.body).toEqual({
      preferences: [{ kind: 'teachback_assigned', delivery: 'in_app' }],
    });
    await waitFor(() => expect(kindsStatus()).toHaveTextContent('Saved.'));
  });

  it('shows a change while it is saved, and puts the box back when the save fails', async () => {
    let answer: (response: Response) => void = () => {};
    server.use(
      http.put('/api/notification-preferences', () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user } = renderPage('/settings/notifications');
    const badgeBox = await screen.findByRole('checkbox', { name: 'You earned a badge: E-mail' });
    expect(badgeBox).not.toBeChecked();
    await user.click(badgeBox);
    // Shown at once, before the server has answered; the boxes wait for that answer.
    expect(badgeBox).toBeChecked();
    expect(badgeBox).toBeDisabled();
    answer(apiError(500, 'internal'));
    await waitFor(() =>
      expect(kindsStatus()).toHaveTextContent('Couldn’t save your settings. Please try again.'),
    );
    // The box goes back once the failed answer has settled the query, which may be a render after the message.
    await waitFor(() => expect(badgeBox).not.toBeChecked());
    expect(badgeBox).toBeEnabled();
  });
});
