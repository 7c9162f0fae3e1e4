import { REPORT_MESSAGES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { grantModeratorByEmail } from '../../db/moderators';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, review } from '../../test/learning-loop';

const { app, db } = await buildAppWith({});
const OWN_CASE = { error: { code: 'permission_denied', message: REPORT_MESSAGES.ownCase } };

async function moderator(name: string): Promise<TestUser> {
  const user = await buildUser(app, { name });
  await grantModeratorByEmail(db, user.email, Date.now());
  return user;
}

const logBy = (moderatorId: string) =>
  db.selectFrom('moderation_log').select('action').where('moderator_id', '=', moderatorId).execute();

const hiddenAt = async (feedbackId: string) =>
  (
    await db
      .selectFrom('feedback_requests')
      .select('hidden_at')
      .where('id', '=', feedbackId)
      .executeTakeFirstOrThrow()
  ).hidden_at;

/** Mia (a moderator) reviewed Leo's teach-back harshly; Leo reported the review. Max is another moderator. */
async function miasReviewReported() {
  const mia = await moderator('Mia Moderator');
  const max = await moderator('Max Moderator');
  const leo = await buildUser(app, { name: 'Leo Learner' });
  const loop = await completedTeachback(app, db, mia, leo, { title: 'Heaps' });
  expect((await review(app, mia, loop.feedbackId, { rating: 1, comment: 'Hopeless.' })).statusCode).toBe(200);
  const filed = await call(app, 'POST', '/api/reports', leo, {
    itemKind: 'review',
    itemId: loop.feedbackId,
    reason: 'harassment',
  });
  expect(filed.statusCode, filed.body).toBe(201);
  const report = await db
    .selectFrom('reports')
    .select(['id', 'status'])
    .where('reporter_id', '=', leo.id)
    .executeTakeFirstOrThrow();
  return { mia, max, leo, feedbackId: loop.feedbackId, reportId: report.id };
}

const item = (feedbackId: string) => ({ itemKind: 'review', itemId: feedbackId });

describe('a moderator never acts on their own case (403, nothing written)', () => {
  it('cannot dismiss a report about their own review; another moderator can', async () => {
    const { mia, max, reportId } = await miasReviewReported();
    const url = `/api/moderation/reports/${reportId}/dismiss`;
    const own = await call(app, 'POST', url, mia);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual(OWN_CASE);
    const still = await db
      .selectFrom('reports')
      .select('status')
      .where('id', '=', reportId)
      .executeTakeFirst();
    expect(still?.status).toBe('open');
    expect(await logBy(mia.id)).toEqual([]);
    expect((await call(app, 'POST', url, max)).statusCode).toBe(200);
  });

  it('cannot hide their own review, nor unhide it once another moderator hid it', async () => {
    const { mia, max, feedbackId } = await miasReviewReported();
    const hide = (as: TestUser) =>
      call(app, 'POST', '/api/moderation/items/hide', as, { ...item(feedbackId), reason: 'Insulting.' });
    const ownHide = await hide(mia);
    expect(ownHide.statusCode).toBe(403);
    expect(ownHide.json()).toEqual(OWN_CASE);
    expect(await hiddenAt(feedbackId)).toBeNull();

    expect((await hide(max)).statusCode).toBe(200);
    const ownUnhide = await call(app, 'POST', '/api/moderation/items/unhide', mia, item(feedbackId));
    expect(ownUnhide.statusCode).toBe(403);
    expect(ownUnhide.json()).toEqual(OWN_CASE);
    expect(await hiddenAt(feedbackId)).not.toBeNull();
    expect(await logBy(mia.id)).toEqual([]);
    expect((await call(app, 'POST', '/api/moderation/items/unhide', max, item(feedbackId))).statusCode).toBe(
      200,
    );
  });

  it('cannot suspend or lift their own account', async () => {
    const mia = await moderator('Mia Self');
    const url = `/api/moderation/users/${mia.id}/suspension`;
    const suspended = await call(app, 'PUT', url, mia, { reason: 'Test.', until: null });
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json()).toEqual(OWN_CASE);
    const lifted = await call(app, 'DELETE', url, mia);
    expect(lifted.json()).toEqual(OWN_CASE);
    expect(await logBy(mia.id)).toEqual([]);
  });

  it('cannot void their own XP; another moderator can', async () => {
    const mia = await moderator('Mia Earner');
    const max = await moderator('Max Voider');
    const owner = await buildUser(app);
    await completedTeachback(app, db, owner, mia, { title: 'Tries' });
    const ledger = await call(app, 'GET', `/api/moderation/users/${mia.id}/xp`, max);
    const [entry] = ledger.json<{ entries: { id: string }[] }>().entries;
    const voidAs = (as: TestUser) =>
      call(app, 'POST', `/api/moderation/xp/${entry!.id}/void`, as, { reason: 'Checking myself.' });
    const own = await voidAs(mia);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual(OWN_CASE);
    const row = await db
      .selectFrom('xp_ledger')
      .select('voided_at')
      .where('id', '=', entry!.id)
      .executeTakeFirstOrThrow();
    expect(row.voided_at).toBeNull();
    expect(await logBy(mia.id)).toEqual([]);
    expect((await voidAs(max)).statusCode).toBe(200);
  });
});
