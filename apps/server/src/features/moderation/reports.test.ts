import {
  MODERATION_NOTICE_TEXTS,
  REPORT_LIMITS,
  REPORT_MESSAGES,
  type NotificationKind,
  type OpenReportsResponse,
} from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { grantModeratorByEmail } from '../../db/moderators';
import { buildCircle } from '../../test/circles';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, review } from '../../test/learning-loop';

const { app, db } = await buildAppWith({});

const report = (user: TestUser | undefined, body: unknown) => call(app, 'POST', '/api/reports', user, body);
const reportsBy = (userId: string) =>
  db.selectFrom('reports').selectAll().where('reporter_id', '=', userId).execute();

async function moderator(): Promise<TestUser> {
  const user = await buildUser(app, { name: 'Mia Moderator' });
  await grantModeratorByEmail(db, user.email, Date.now());
  return user;
}

/** A submitted review by `reviewer` of `learner`'s teach-back, and a stranger with no tie to it. */
async function reviewed() {
  const reviewer = await buildUser(app, { name: 'Rita Reviewer' });
  const learner = await buildUser(app, { name: 'Leo Learner' });
  const stranger = await buildUser(app, { name: 'Sly Stranger' });
  const loop = await completedTeachback(app, db, reviewer, learner, { title: 'Heaps' });
  const submitted = await review(app, reviewer, loop.feedbackId, { rating: 2, comment: 'You are hopeless.' });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { reviewer, learner, stranger, ...loop };
}

const notices = (userId: string, kind: NotificationKind) =>
  db
    .selectFrom('notifications')
    .select(['text', 'href'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();

describe('reporting', () => {
  it('thanks the reporter and stores one open report about the item’s author', async () => {
    const { learner, reviewer, feedbackId } = await reviewed();
    const response = await report(learner, {
      itemKind: 'review',
      itemId: feedbackId,
      reason: 'harassment',
      note: '  Rude.  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: 'Thanks for telling us. A moderator will look at it.' });
    expect(await reportsBy(learner.id)).toMatchObject([
      {
        item_kind: 'review',
        item_id: feedbackId,
        subject_id: reviewer.id,
        reason: 'harassment',
        note: 'Rude.',
        status: 'open',
      },
    ]);
  });

  it('refuses a second open report of the same item, and nothing more is stored', async () => {
    const { learner, feedbackId } = await reviewed();
    const body = { itemKind: 'review', itemId: feedbackId, reason: 'spam' };
    expect((await report(learner, body)).statusCode).toBe(201);
    const again = await report(learner, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'conflict', message: 'You’ve already reported this.' } });
    expect(await reportsBy(learner.id)).toHaveLength(1);
  });

  it('refuses one’s own item with a clear message', async () => {
    const { reviewer, learner, feedbackId, teachbackId } = await reviewed();
    const own = await report(reviewer, { itemKind: 'review', itemId: feedbackId, reason: 'spam' });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toBe(REPORT_MESSAGES.ownItem);
    expect(
      (await report(learner, { itemKind: 'teachback', itemId: teachbackId, reason: 'spam' })).statusCode,
    ).toBe(409);
    expect(await reportsBy(reviewer.id)).toEqual([]);
  });

  it('answers 404 for an item the reporter could not read, or one that does not exist', async () => {
    const { stranger, feedbackId, teachbackId } = await reviewed();
    for (const body of [
      { itemKind: 'review', itemId: feedbackId, reason: 'spam' },
      { itemKind: 'teachback', itemId: teachbackId, reason: 'spam' },
      { itemKind: 'circle', itemId: 'no-such-circle', reason: 'spam' },
      { itemKind: 'profile', itemId: 'nobody-here', reason: 'spam' },
    ]) {
      const response = await report(stranger, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    expect(await reportsBy(stranger.id)).toEqual([]);
  });

  it('lets the requester report the explanation, and anyone signed in a circle', async () => {
    const { reviewer, stranger, teachbackId } = await reviewed();
    expect(
      (await report(reviewer, { itemKind: 'teachback', itemId: teachbackId, reason: 'cheating' })).statusCode,
    ).toBe(201);
    const circle = await buildCircle(app, reviewer);
    expect(
      (await report(stranger, { itemKind: 'circle', itemId: circle.id, reason: 'other' })).statusCode,
    ).toBe(201);
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const { learner, feedbackId } = await reviewed();
    for (const body of [
      {},
      { itemKind: 'post', itemId: feedbackId, reason: 'spam' },
      { itemKind: 'review', itemId: feedbackId, reason: 'boring' },
      { itemKind: 'review', itemId: feedbackId, reason: 'spam', note: 'x'.repeat(REPORT_LIMITS.note + 1) },
      { itemKind: 'review', itemId: 42, reason: 'spam' },
    ]) {
      const response = await report(learner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('invalid_argument');
    }
    expect(await reportsBy(learner.id)).toEqual([]);
    expect(
      (await report(undefined, { itemKind: 'review', itemId: feedbackId, reason: 'spam' })).statusCode,
    ).toBe(401);
  });

  it('allows 10 reports an hour, then answers 429 with Retry-After', async () => {
    const owner = await buildUser(app);
    const reporter = await buildUser(app);
    const circles = [];
    for (let i = 0; i <= REPORT_LIMITS.perHour; i++)
      circles.push(await buildCircle(app, owner, { name: `Circle ${i}` }));
    for (const circle of circles.slice(0, REPORT_LIMITS.perHour)) {
      expect(
        (await report(reporter, { itemKind: 'circle', itemId: circle.id, reason: 'spam' })).statusCode,
      ).toBe(201);
    }
    const over = await report(reporter, { itemKind: 'circle', itemId: circles.at(-1)!.id, reason: 'spam' });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.json().error.message).toBe(REPORT_MESSAGES.tooMany);
    expect(await reportsBy(reporter.id)).toHaveLength(REPORT_LIMITS.perHour);
  });
});

describe('moderators acting on reports', () => {
  it('shows the open report with its item in context, newest first', async () => {
    const mod = await moderator();
    const { learner, reviewer, feedbackId } = await reviewed();
    await report(learner, { itemKind: 'review', itemId: feedbackId, reason: 'harassment', note: 'Mean.' });
    const queue = (await call(app, 'GET', '/api/moderation/reports', mod)).json<OpenReportsResponse>();
    expect(queue.reports[0]).toMatchObject({
      itemKind: 'review',
      itemId: feedbackId,
      excerpt: 'Heaps — You are hopeless.',
      rating: 2,
      hidden: false,
      subject: { id: reviewer.id, name: 'Rita Reviewer' },
      reporter: { id: learner.id, name: 'Leo Learner' },
      reason: 'harassment',
      note: 'Mean.',
      openReportsOnItem: 1,
    });
  });

  it('hides the item: the author is told why, every open report on it closes, reporters are told, it is audited', async () => {
    const mod = await moderator();
    const { learner, reviewer, feedbackId } = await reviewed();
    await report(learner, { itemKind: 'review', itemId: feedbackId, reason: 'harassment' });
    const hide = await call(app, 'POST', '/api/moderation/items/hide', mod, {
      itemKind: 'review',
      itemId: feedbackId,
      reason: 'Insults the learner.',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const row = await db
      .selectFrom('feedback_requests')
      .select(['hidden_at', 'hidden_reason'])
      .where('id', '=', feedbackId)
      .executeTakeFirstOrThrow();
    expect(row.hidden_reason).toBe('Insults the learner.');
    expect(row.hidden_at).not.toBeNull();
    expect(await reportsBy(learner.id)).toMatchObject([
      { status: 'actioned', outcome: 'hidden', resolved_by: mod.id },
    ]);
    expect(await notices(reviewer.id, 'content_hidden')).toEqual([
      {
        text: MODERATION_NOTICE_TEXTS.contentHidden('review', 'Insults the learner.'),
        href: `/feedback/${feedbackId}`,
      },
    ]);
    expect(await notices(learner.id, 'report_resolved')).toMatchObject([
      { text: 'We reviewed your report of a review and removed it. Thank you.' },
    ]);
    const log = (await call(app, 'GET', '/api/moderation/log', mod)).json<{ entries: unknown[] }>();
    expect(log.entries[0]).toMatchObject({
      moderator: { id: mod.id, name: 'Mia Moderator' },
      action: 'hide',
      itemKind: 'review',
      itemId: feedbackId,
      subject: { id: reviewer.id, name: 'Rita Reviewer' },
      reason: 'Insults the learner.',
    });
    const twice = await call(app, 'POST', '/api/moderation/items/hide', mod, {
      itemKind: 'review',
      itemId: feedbackId,
      reason: 'Again.',
    });
    expect(twice.statusCode).toBe(409);
    const unhide = await call(app, 'POST', '/api/moderation/items/unhide', mod, {
      itemKind: 'review',
      itemId: feedbackId,
    });
    expect(unhide.statusCode).toBe(200);
    expect(await notices(reviewer.id, 'content_hidden')).toHaveLength(2);
  });

  it('dismisses a report: the reporter hears no problem was found; a resolved one cannot be dismissed again', async () => {
    const mod = await moderator();
    const { learner, feedbackId } = await reviewed();
    await report(learner, { itemKind: 'review', itemId: feedbackId, reason: 'spam' });
    const [open] = await reportsBy(learner.id);
    const dismissed = await call(app, 'POST', `/api/moderation/reports/${open!.id}/dismiss`, mod);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(await notices(learner.id, 'report_resolved')).toMatchObject([
      { text: 'We reviewed your report of a review and found no problem.' },
    ]);
    expect((await call(app, 'POST', `/api/moderation/reports/${open!.id}/dismiss`, mod)).statusCode).toBe(
      409,
    );
    expect((await call(app, 'POST', '/api/moderation/reports/no-such-report/dismiss', mod)).statusCode).toBe(
      404,
    );
    // Once dismissed, the reporter may report the item again.
    expect(
      (await report(learner, { itemKind: 'review', itemId: feedbackId, reason: 'spam' })).statusCode,
    ).toBe(201);
  });

  it('refuses a hide without a visible reason, and changes nothing', async () => {
    const mod = await moderator();
    const { feedbackId } = await reviewed();
    for (const reason of ['', '   ', '\u200b', 'x'.repeat(REPORT_LIMITS.hideReason + 1)]) {
      const response = await call(app, 'POST', '/api/moderation/items/hide', mod, {
        itemKind: 'review',
        itemId: feedbackId,
        reason,
      });
      expect(response.statusCode).toBe(400);
    }
    const row = await db
      .selectFrom('feedback_requests')
      .select('hidden_at')
      .where('id', '=', feedbackId)
      .executeTakeFirstOrThrow();
    expect(row.hidden_at).toBeNull();
  });

  it('is not there for anyone but a moderator', async () => {
    const user = await buildUser(app);
    for (const [method, url] of [
      ['GET', '/api/moderation/reports'],
      ['GET', '/api/moderation/log'],
      ['POST', '/api/moderation/items/hide'],
    ] as const) {
      for (const who of [user, undefined]) {
        const response = await call(app, method, url, who, method === 'POST' ? {} : undefined);
        expect(response.statusCode).toBe(404);
      }
    }
  });
});
