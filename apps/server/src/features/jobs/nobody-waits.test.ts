import { DAY_MS, MAX_REASSIGNMENTS } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { completeTeachback, handedTeachback } from '../../test/learning-loop';

const HOUR_MS = 60 * 60 * 1000;
let clock = Date.parse('2026-06-01T09:00:00Z');
const { app, db } = await buildAppWith({ now: () => clock, random: () => 0 });

/** Everyone this file signs up, by id: whoever the scheduler picks can then act. */
const people = new Map<string, TestUser>();
async function person(name?: string): Promise<TestUser> {
  const user = await buildUser(app, name === undefined ? {} : { name });
  people.set(user.id, user);
  return user;
}

/** A challenge by `requester` whose teach-back is handed to `assignee`, due in `dueDays`. */
function teachbackFor(requester: TestUser, assignee: TestUser, dueDays = 2) {
  return handedTeachback(app, db, requester, assignee, { title: `Topic ${clock}`, dueDays });
}

async function notificationsOf(database: Db, userId: string, kind?: string) {
  let query = database
    .selectFrom('notifications')
    .select(['kind', 'text', 'href'])
    .where('user_id', '=', userId);
  if (kind) query = query.where('kind', '=', kind as never);
  return query.orderBy('created_at').orderBy('id').execute();
}

async function teachbackRow(id: string) {
  return db
    .selectFrom('teachbacks')
    .select(['assignee_id', 'status', 'notes', 'due_ts', 'reassign_count', 'stalled_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('reminders', () => {
  it('tells the assignee once, a day before the teach-back is due', async () => {
    const [ada, ben] = [await person('Ada'), await person('Ben')];
    const { teachbackId, title } = await teachbackFor(ada, ben, 3);
    const created = clock;

    clock = created + DAY_MS; // due in two days: too early
    await app.jobs.runOnce();
    expect(await notificationsOf(db, ben.id, 'teachback_due_soon')).toEqual([]);

    clock = created + 2 * DAY_MS + HOUR_MS; // due in 23 hours
    expect((await app.jobs.runOnce()).reminders).toBeGreaterThanOrEqual(1);
    await app.jobs.runOnce();
    expect(await notificationsOf(db, ben.id, 'teachback_due_soon')).toEqual([
      {
        kind: 'teachback_due_soon',
        text: `Your teach-back of “${title}” is due within 24 hours`,
        href: `/teachbacks/${teachbackId}/work`,
      },
    ]);
  });

  it('skips a completed teach-back', async () => {
    const [cy, dee] = [await person(), await person()];
    const { teachbackId } = await teachbackFor(cy, dee, 1);
    expect((await completeTeachback(app, dee, teachbackId)).statusCode).toBe(200);
    await app.jobs.runOnce();
    expect(await notificationsOf(db, dee.id, 'teachback_due_soon')).toEqual([]);
  });
});

describe('reassignment of an overdue teach-back', () => {
  it('after the grace period, goes to another eligible peer, fresh, and all three are told', async () => {
    const ada = await person('Ada');
    const ben = await person('Ben');
    await person('Cleo');
    const { teachbackId, challengeId, title } = await teachbackFor(ada, ben, 1);
    expect((await call(app, 'POST', `/api/teachbacks/${teachbackId}/start`, ben)).statusCode).toBe(200);
    const saved = await call(app, 'PUT', `/api/teachbacks/${teachbackId}/notes`, ben, {
      notes: 'Ben’s draft',
    });
    expect(saved.statusCode).toBe(200);
    const due = (await teachbackRow(teachbackId)).due_ts;

    clock = due + 23 * HOUR_MS; // inside the 24-hour grace period
    await app.jobs.runOnce();
    expect((await teachbackRow(teachbackId)).assignee_id).toBe(ben.id);

    clock = due + 25 * HOUR_MS;
    await app.jobs.runOnce();
    const moved = await teachbackRow(teachbackId);
    expect(moved.assignee_id).not.toBe(ben.id);
    expect(moved.assignee_id).not.toBe(ada.id);
    expect(moved).toMatchObject({ status: 'pending', notes: '', reassign_count: 1, stalled_at: null });
    expect(Number(moved.due_ts)).toBe(clock + DAY_MS);

    // The new assignee sees it without Ben's notes; Ben no longer sees it; the notes are kept out of view.
    const seen = await call(app, 'GET', `/api/teachbacks/${teachbackId}`, people.get(moved.assignee_id));
    expect(seen.json().teachback).toMatchObject({ status: 'pending', notes: '' });
    expect((await call(app, 'GET', `/api/teachbacks/${teachbackId}`, ben)).statusCode).toBe(404);
    const history = await db
      .selectFrom('teachback_assignments')
      .selectAll()
      .where('teachback_id', '=', teachbackId)
      .execute();
    expect(history).toEqual([expect.objectContaining({ user_id: ben.id, notes: 'Ben’s draft' })]);

    expect(await notificationsOf(db, moved.assignee_id, 'teachback_assigned')).toContainEqual({
      kind: 'teachback_assigned',
      text: `You were asked to teach back “${title}” (the peer before you ran out of time)`,
      href: `/teachbacks/${teachbackId}/work`,
    });
    expect(await notificationsOf(db, ada.id, 'teachback_reassigned')).toEqual([
      {
        kind: 'teachback_reassigned',
        text: `“${title}” went to another peer: the one before ran out of time`,
        href: `/challenges/${challengeId}/work`,
      },
    ]);
    expect(await notificationsOf(db, ben.id, 'teachback_reassigned')).toEqual([
      {
        kind: 'teachback_reassigned',
        text: `“${title}” went to another peer because it was overdue`,
        href: '/teachbacks',
      },
    ]);
  });

  /** Runs the scheduler past each due time until the teach-back has moved MAX_REASSIGNMENTS times. */
  async function moveToTheLimit(requester: TestUser, teachbackId: string, first: TestUser) {
    const holders = [first.id];
    for (let move = 1; move <= MAX_REASSIGNMENTS; move += 1) {
      clock = Number((await teachbackRow(teachbackId)).due_ts) + 25 * HOUR_MS;
      await app.jobs.runOnce();
      const row = await teachbackRow(teachbackId);
      expect(holders).not.toContain(row.assignee_id);
      expect(row.assignee_id).not.toBe(requester.id);
      holders.push(row.assignee_id);
    }
    return holders.at(-1)!;
  }

  const requesterTold = async (requester: TestUser, title: string) =>
    (await notificationsOf(db, requester.id, 'teachback_reassigned')).filter((n) => n.text.includes(title));

  it(`never goes back to the requester or an earlier assignee; after ${MAX_REASSIGNMENTS} moves a never-started one opens to any peer`, async () => {
    const requester = await person('Rae');
    const peers = [await person(), await person(), await person(), await person(), await person()];
    const { challengeId, teachbackId, title } = await teachbackFor(requester, peers[0]!, 1);
    const last = await moveToTheLimit(requester, teachbackId, peers[0]!);

    clock = Number((await teachbackRow(teachbackId)).due_ts) + 25 * HOUR_MS;
    await app.jobs.runOnce();
    expect(await db.selectFrom('teachbacks').select('id').where('id', '=', teachbackId).execute()).toEqual(
      [],
    );
    const challenge = await db
      .selectFrom('challenges')
      .select('open_to_teach_since')
      .where('id', '=', challengeId)
      .executeTakeFirstOrThrow();
    expect(Number(challenge.open_to_teach_since)).toBe(clock);
    const listed = await call(app, 'GET', '/api/challenges/open?limit=50');
    expect(listed.json().challenges.map((c: { id: string }) => c.id)).toContain(challengeId);
    // (Rae may also have been handed other tests' overdue teach-backs meanwhile: only this one's count.)
    const told = await requesterTold(requester, title);
    expect(told).toHaveLength(MAX_REASSIGNMENTS + 1);
    expect(told.at(-1)!.text).toBe(
      `Nobody started teaching back “${title}” in time: it is now open for any peer to accept.`,
    );
    // (The last assignee may also hear of other tests' teach-backs moved at the same moment: only this one's.)
    const toldLast = await notificationsOf(db, last, 'teachback_reassigned');
    expect(toldLast.filter((notice) => notice.text.includes(title)).at(-1)).toEqual({
      kind: 'teachback_reassigned',
      text: `“${title}” was taken off your teach-backs because it was overdue: any peer may accept it now.`,
      href: '/teachbacks',
    });
  });

  it('at the limit, one being written stays with its writer, stalled, and the requester is told', async () => {
    const requester = await person('Ria');
    const peers = [await person(), await person(), await person(), await person(), await person()];
    const { challengeId, teachbackId, title } = await teachbackFor(requester, peers[0]!, 1);
    const last = await moveToTheLimit(requester, teachbackId, peers[0]!);
    expect(
      (await call(app, 'POST', `/api/teachbacks/${teachbackId}/start`, people.get(last))).statusCode,
    ).toBe(200);

    clock = Number((await teachbackRow(teachbackId)).due_ts) + 25 * HOUR_MS;
    await app.jobs.runOnce();
    const final = await teachbackRow(teachbackId);
    expect(final).toMatchObject({
      assignee_id: last,
      status: 'in_progress',
      reassign_count: MAX_REASSIGNMENTS,
    });
    expect(final.stalled_at).not.toBeNull();
    const open = await call(app, 'GET', '/api/challenges/open?limit=50');
    expect(open.json().challenges.map((c: { id: string }) => c.id)).not.toContain(challengeId);
    expect((await requesterTold(requester, title)).at(-1)!.text).toBe(
      `Nobody has taught back “${title}” after ${MAX_REASSIGNMENTS + 1} peers tried. It stays with the last one; you could ask again with a new challenge.`,
    );
  });

  it('a completion that lands first wins: the teach-back is not moved', async () => {
    const [eve, fay] = [await person(), await person()];
    const { teachbackId } = await teachbackFor(eve, fay, 1);
    const due = Number((await teachbackRow(teachbackId)).due_ts);
    clock = due + 2 * HOUR_MS;
    expect((await completeTeachback(app, fay, teachbackId)).statusCode).toBe(200);
    clock = due + 25 * HOUR_MS;
    await app.jobs.runOnce();
    expect(await teachbackRow(teachbackId)).toMatchObject({ assignee_id: fay.id, status: 'completed' });
  });
});
