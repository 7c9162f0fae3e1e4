import type { Notification, NotificationKind } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildCircle, circleAction } from '../../test/circles';
import { buildAppWith, buildChallenge, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, markHelpful, review } from '../../test/learning-loop';
import { UNREAD_COUNT_CAP } from './notifications.service';
import { notify } from './notify.service';

let clock = Date.parse('2026-05-04T09:00:00Z');
const tick = () => (clock += 1000);
const { app, db } = await buildAppWith({ now: () => clock });

async function notificationsOf(user: TestUser, query = '') {
  const response = await call(app, 'GET', `/api/notifications${query}`, user);
  expect(response.statusCode).toBe(200);
  return response.json<{ notifications: Notification[]; nextCursor: string | null }>();
}

async function unreadOf(user: TestUser): Promise<number> {
  const response = await call(app, 'GET', '/api/notifications/unread', user);
  expect(response.statusCode).toBe(200);
  return response.json<{ unread: number }>().unread;
}

const summary = (list: Notification[]) => list.map(({ kind, text, href }) => ({ kind, text, href }));

describe('notifications are written with their cause', () => {
  it('tells the assignee, the requester, the learner and the reviewer, each with a link to the thing', async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    const ben = await buildUser(app, { name: 'Ben' });
    tick();
    const { teachbackId, feedbackId } = await completedTeachback(app, db, ada, ben, { title: 'Heaps' });
    tick();
    expect((await review(app, ada, feedbackId, { rating: 4, comment: 'Clear' })).statusCode).toBe(200);
    tick();
    expect((await markHelpful(app, ben, feedbackId)).statusCode).toBe(200);

    expect(summary((await notificationsOf(ada)).notifications)).toEqual([
      {
        kind: 'review_helpful',
        text: 'Your review on “Heaps” was marked helpful',
        href: `/feedback/${feedbackId}`,
      },
      // Ada's rating completed her challenge: her first, with its badge.
      { kind: 'badge_earned', text: 'You earned the “First Challenge” badge', href: '/portfolio' },
      {
        kind: 'teachback_completed',
        text: 'Ben completed the teach-back of “Heaps”',
        href: `/feedback/${feedbackId}`,
      },
    ]);
    const forBen = summary((await notificationsOf(ben)).notifications);
    expect(forBen).toContainEqual({
      kind: 'review_received',
      text: 'You received a 4-star review on “Heaps”',
      href: '/feedback?tab=received',
    });
    // Ben earned his first XP by completing the teach-back: the 'First Steps' kind of badge is announced too.
    expect(forBen.filter((n) => n.kind === 'badge_earned').length).toBeGreaterThan(0);
    expect(forBen.every((n) => n.href.startsWith('/'))).toBe(true);
    // The teach-back was assigned to whoever assignment chose (then handed to Ben by the test helper).
    const assigned = await db
      .selectFrom('notifications')
      .select(['user_id', 'href'])
      .where('kind', '=', 'teachback_assigned')
      .where('href', '=', `/teachbacks/${teachbackId}/work`)
      .execute();
    expect(assigned).toHaveLength(1);
  });

  it('a revised review does not notify the learner again', async () => {
    const cy = await buildUser(app, { name: 'Cy' });
    const dee = await buildUser(app, { name: 'Dee' });
    const { feedbackId } = await completedTeachback(app, db, cy, dee, { title: 'Tries' });
    await review(app, cy, feedbackId, { rating: 3 });
    await review(app, cy, feedbackId, { rating: 5, comment: 'On reflection, excellent' });
    const received = (await notificationsOf(dee)).notifications.filter((n) => n.kind === 'review_received');
    expect(received.map((n) => n.text)).toEqual(['You received a 3-star review on “Tries”']);
  });

  it('tells a circle owner of a request, and the requester of the answer', async () => {
    const owner = await buildUser(app, { name: 'Olga' });
    const asker = await buildUser(app, { name: 'Pat' });
    const circle = await buildCircle(app, owner, { name: 'Night Owls', privacy: 'private' });
    expect((await circleAction(app, asker, circle.id, 'requests')).statusCode).toBe(201);
    const [request] = summary((await notificationsOf(owner)).notifications);
    expect(request).toEqual({
      kind: 'circle_request_received',
      text: 'Pat asked to join “Night Owls”',
      href: `/circles/${circle.id}`,
    });
    const pending = await db
      .selectFrom('circle_join_requests')
      .select('id')
      .where('circle_id', '=', circle.id)
      .executeTakeFirstOrThrow();
    const answered = await circleAction(app, owner, circle.id, `requests/${pending.id}/decline`);
    expect(answered.statusCode).toBe(200);
    expect(summary((await notificationsOf(asker)).notifications)).toEqual([
      {
        kind: 'circle_request_declined',
        text: 'Your request to join “Night Owls” was declined',
        href: `/circles/${circle.id}`,
      },
    ]);
  });
});

describe('reading notifications', () => {
  it('counts unread ones, marks one or all read, and pages without gaps or repeats', async () => {
    const eve = await buildUser(app, { name: 'Eve' });
    const owner = await buildUser(app, { name: 'Fin' });
    for (let i = 0; i < 5; i += 1) {
      const circle = await buildCircle(app, owner, { name: `Circle ${i}`, privacy: 'private' });
      await circleAction(app, eve, circle.id, 'requests');
    }
    expect(await unreadOf(owner)).toBe(5);

    const first = await notificationsOf(owner, '?limit=2');
    const second = await notificationsOf(owner, `?limit=2&cursor=${first.nextCursor}`);
    const third = await notificationsOf(owner, `?limit=2&cursor=${second.nextCursor}`);
    // All five were written in the same millisecond: the id orders them, and the pages still meet exactly.
    const paged = [...first.notifications, ...second.notifications, ...third.notifications];
    expect(paged).toEqual((await notificationsOf(owner)).notifications);
    expect(new Set(paged.map((n) => n.text))).toEqual(
      new Set([0, 1, 2, 3, 4].map((i) => `Eve asked to join “Circle ${i}”`)),
    );
    expect(third.nextCursor).toBeNull();

    const [newest] = first.notifications;
    expect((await call(app, 'POST', `/api/notifications/${newest!.id}/read`, owner)).statusCode).toBe(204);
    expect(await unreadOf(owner)).toBe(4);
    expect((await notificationsOf(owner, '?limit=1')).notifications[0]!.readAt).toEqual(expect.any(Number));

    expect((await call(app, 'POST', '/api/notifications/read-all', owner)).statusCode).toBe(204);
    expect(await unreadOf(owner)).toBe(0);
  });

  it('never shows or marks another user’s notification', async () => {
    const gus = await buildUser(app);
    const hal = await buildUser(app);
    const circle = await buildCircle(app, gus, { privacy: 'private' });
    await circleAction(app, hal, circle.id, 'requests');
    const [theirs] = (await notificationsOf(gus)).notifications;
    expect((await notificationsOf(hal)).notifications).toEqual([]);
    const marked = await call(app, 'POST', `/api/notifications/${theirs!.id}/read`, hal);
    expect(marked.statusCode).toBe(404);
    expect(marked.json()).toEqual({ error: { code: 'not_found', message: 'Notification not found.' } });
    expect(await unreadOf(gus)).toBe(1);
  });

  it('refuses bad cursors and limits, and signed-out callers', async () => {
    const ivy = await buildUser(app);
    const bad = await call(app, 'GET', '/api/notifications?cursor=nonsense', ivy);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('This page of notifications is no longer valid. Reload the page.');
    expect((await call(app, 'GET', '/api/notifications?limit=51', ivy)).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/notifications/unread')).statusCode).toBe(401);
    expect((await call(app, 'POST', '/api/notifications/read-all')).statusCode).toBe(401);
  });

  it('stops counting at the cap', async () => {
    const jo = await buildUser(app);
    const rows = Array.from({ length: UNREAD_COUNT_CAP + 3 }, (_, i) => ({
      id: `cap-${jo.id}-${i}`,
      user_id: jo.id,
      kind: 'badge_earned' as const,
      text: 'You earned a badge',
      href: '/portfolio',
      created_at: clock + i,
      read_at: null,
      email_status: null,
      dedupe_key: null,
    }));
    await db.insertInto('notifications').values(rows).execute();
    expect(await unreadOf(jo)).toBe(UNREAD_COUNT_CAP);
  });
});

describe('notification preferences', () => {
  it('lists every kind with its default, stores a choice, and refuses unknown kinds', async () => {
    const kay = await buildUser(app);
    const initial = await call(app, 'GET', '/api/notification-preferences', kay);
    const preferences = initial.json<{ preferences: { kind: string; delivery: string; push: boolean }[] }>()
      .preferences;
    expect(preferences).toContainEqual({ kind: 'teachback_assigned', delivery: 'email', push: true });
    expect(preferences).toContainEqual({ kind: 'badge_earned', delivery: 'in_app', push: false });
    // What brings a student back is e-mailed and pushed unless they turn it off: work to review, a review, a reply.
    for (const kind of ['teachback_completed', 'review_received', 'review_reply']) {
      expect(preferences).toContainEqual({ kind, delivery: 'email', push: true });
    }

    const update = { preferences: [{ kind: 'teachback_assigned', delivery: 'in_app' }] };
    const saved = await call(app, 'PUT', '/api/notification-preferences', kay, update);
    expect(saved.statusCode).toBe(200);
    // Sent without `push`, the kind keeps its push switch.
    expect(saved.json().preferences).toContainEqual({
      kind: 'teachback_assigned',
      delivery: 'in_app',
      push: true,
    });

    const refused = await call(app, 'PUT', '/api/notification-preferences', kay, {
      preferences: [{ kind: 'spam', delivery: 'email' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Unknown notification kind.');
  });

  it('decides whether a new notification waits in the e-mail outbox', async () => {
    const lea = await buildUser(app);
    const max = await buildUser(app);
    await call(app, 'PUT', '/api/notification-preferences', lea, {
      preferences: [{ kind: 'circle_request_received', delivery: 'email' }],
    });
    for (const owner of [lea, max]) {
      const circle = await buildCircle(app, owner, { privacy: 'private' });
      await circleAction(app, await buildUser(app), circle.id, 'requests');
    }
    const outbox = await db
      .selectFrom('notifications')
      .select(['user_id', 'email_status'])
      .where('user_id', 'in', [lea.id, max.id])
      .execute();
    expect(outbox).toEqual(
      expect.arrayContaining([
        { user_id: lea.id, email_status: 'pending' },
        { user_id: max.id, email_status: null },
      ]),
    );
  });
});

it('a notification goes by e-mail as the user chose, else by its kind’s default, and never to nobody', async () => {
  const [byDefault, chosenInApp, chosenEmail] = [
    await buildUser(app),
    await buildUser(app),
    await buildUser(app),
  ];
  await call(app, 'PUT', '/api/notification-preferences', chosenInApp, {
    preferences: [
      { kind: 'teachback_due_soon', delivery: 'in_app' },
      { kind: 'review_received', delivery: 'in_app' },
    ],
  });
  await call(app, 'PUT', '/api/notification-preferences', chosenEmail, {
    preferences: [{ kind: 'review_helpful', delivery: 'email' }],
  });
  const tell = (userId: string, kind: NotificationKind, dedupeKey?: string) =>
    notify(db, { userId, kind, text: 'Something', href: '/dashboard', now: tick(), dedupeKey });
  const toldOnce = async (userId: string, kind: NotificationKind) => {
    const notices = await tell(userId, kind);
    expect(notices).toHaveLength(1);
    return notices[0]!.event.ids[0]!;
  };
  const dueSoon = await toldOnce(byDefault.id, 'teachback_due_soon'); // e-mail by default
  const dueSoonAt = clock;
  const dueSoonInApp = await toldOnce(chosenInApp.id, 'teachback_due_soon');
  const helpfulByEmail = await toldOnce(chosenEmail.id, 'review_helpful'); // in-app by default
  const helpfulInApp = await toldOnce(byDefault.id, 'review_helpful');
  const reviewByDefault = await toldOnce(byDefault.id, 'review_received'); // e-mail by default
  const reviewChosenInApp = await toldOnce(chosenInApp.id, 'review_received'); // the user's choice stands
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'kind', 'text', 'href', 'created_at', 'read_at', 'email_status'])
    .where('id', 'in', [
      dueSoon,
      dueSoonInApp,
      helpfulByEmail,
      helpfulInApp,
      reviewByDefault,
      reviewChosenInApp,
    ])
    .execute();
  const statusOf = (id: string) => rows.find((row) => row.id === id)?.email_status;
  expect(
    [dueSoon, dueSoonInApp, helpfulByEmail, helpfulInApp, reviewByDefault, reviewChosenInApp].map(statusOf),
  ).toEqual(['pending', null, 'pending', null, 'pending', null]);
  expect(rows.find((row) => row.id === dueSoon)).toMatchObject({
    user_id: byDefault.id,
    kind: 'teachback_due_soon',
    text: 'Something',
    href: '/dashboard',
    created_at: dueSoonAt,
    read_at: null,
  });

  expect(await tell(byDefault.id, 'teachback_due_soon', 'reminder:once')).toHaveLength(1);
  expect(await tell(byDefault.id, 'teachback_due_soon', 'reminder:once')).toEqual([]);
  expect(await tell('no-such-user', 'review_received')).toEqual([]);
  const stored = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => eb.or([eb('dedupe_key', '=', 'reminder:once'), eb('user_id', '=', 'no-such-user')]))
    .executeTakeFirstOrThrow();
  expect(Number(stored.count)).toBe(1);
});

it('a challenge creation tells its assignee', async () => {
  const nia = await buildUser(app, { name: 'Nia' });
  const created = await buildChallenge(app, nia, { title: 'Graphs' });
  const assignee = created.teachback?.assigneeId;
  expect(assignee).toBeDefined();
  const row = await db
    .selectFrom('notifications')
    .select(['kind', 'text', 'href'])
    .where('user_id', '=', assignee!)
    .where('href', '=', `/teachbacks/${created.teachback!.id}/work`)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({
    kind: 'teachback_assigned',
    text: 'You were asked to teach back “Graphs”',
    href: `/teachbacks/${created.teachback!.id}/work`,
  });
});
