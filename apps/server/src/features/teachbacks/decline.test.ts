import {
  LEARNING_MESSAGES,
  NOTIFICATION_TEXTS,
  OPEN_TO_TEACH_LIMITS,
  OPEN_TO_TEACH_MESSAGES,
  type OpenChallengesResponse,
} from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, call, learningRows, type TestUser } from '../../test/factories';
import { EXPLANATION } from '../../test/learning-loop';

const { app, db, config } = await buildTestApp();

// Three people only: the owner and two peers, so the chain is known.
const owner = await buildUser(app);
const peers = [await buildUser(app), await buildUser(app)];
const byId = new Map(peers.map((peer) => [peer.id, peer]));

const decline = (user: TestUser, id: string, body?: unknown) =>
  call(app, 'POST', `/api/teachbacks/${id}/decline`, user, body);

async function assigneeOf(teachbackId: string) {
  const row = await db
    .selectFrom('teachbacks')
    .select('assignee_id')
    .where('id', '=', teachbackId)
    .executeTakeFirst();
  return row && byId.get(row.assignee_id);
}

async function loads() {
  const rows = await db.selectFrom('profiles').select(['id', 'open_teachbacks']).execute();
  return Object.fromEntries(rows.map((row) => [row.id, Number(row.open_teachbacks)]));
}

const notificationsOf = (userId: string, kind: string) =>
  db
    .selectFrom('notifications')
    .select('text')
    .where('user_id', '=', userId)
    .where('kind', '=', kind as never)
    .execute()
    .then((rows) => rows.map((row) => row.text));

async function openIds() {
  const page = (await call(app, 'GET', '/api/challenges/open')).json<OpenChallengesResponse>();
  return page.challenges.map((challenge) => challenge.id);
}

describe(`declining a teach-back (${config.database.kind})`, () => {
  it('refuses anyone but the assignee as if it did not exist, and changes nothing', async () => {
    const created = await buildChallenge(app, owner, { title: 'Closures' });
    const id = created.teachback!.id;
    const other = peers.find((peer) => peer.id !== created.teachback!.assigneeId)!;
    const before = await learningRows(db);
    for (const who of [owner, other]) {
      const response = await decline(who, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(LEARNING_MESSAGES.teachbackNotFound);
    }
    expect((await call(app, 'POST', `/api/teachbacks/${id}/decline`)).statusCode).toBe(401);
    expect(await learningRows(db)).toEqual(before);
    // Tidy: the assignee takes it up, so it is out of the way of the chain below.
    expect((await call(app, 'POST', `/api/teachbacks/${id}/start`, await assigneeOf(id))).statusCode).toBe(
      200,
    );
  });

  it('refuses a teach-back already started or completed (409) and a reason too long (400)', async () => {
    const created = await buildChallenge(app, owner, { title: 'Generators' });
    const id = created.teachback!.id;
    const assignee = (await assigneeOf(id))!;
    const tooLong = await decline(assignee, id, { reason: 'x'.repeat(OPEN_TO_TEACH_LIMITS.reason + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(OPEN_TO_TEACH_MESSAGES.reasonTooLong);
    expect(await assigneeOf(id)).toBe(assignee);

    await call(app, 'PUT', `/api/teachbacks/${id}/notes`, assignee, { notes: EXPLANATION });
    const started = await decline(assignee, id);
    expect(started.statusCode).toBe(409);
    expect(started.json()).toEqual({
      error: { code: 'conflict', message: OPEN_TO_TEACH_MESSAGES.declineAfterStart },
    });
    expect((await call(app, 'POST', `/api/teachbacks/${id}/complete`, assignee)).statusCode).toBe(200);
    expect((await decline(assignee, id)).statusCode).toBe(409);
  });

  it('passes it to the next peer who has not declined it, then to the open list; the owner is told', async () => {
    const created = await buildChallenge(app, owner, { title: 'Decorators', topic: 'Functions' });
    const id = created.teachback!.id;
    const challengeId = created.challenge.id;
    const first = (await assigneeOf(id))!;
    const second = peers.find((peer) => peer !== first)!;
    const loadsBefore = await loads();

    const passed = await decline(first, id, { reason: '  Not my topic yet.  ' });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json()).toEqual({ outcome: 'passed_on' });
    expect(await assigneeOf(id)).toBe(second);
    expect((await call(app, 'GET', `/api/teachbacks/${id}`, first)).statusCode).toBe(404);
    const mine = await call(app, 'GET', `/api/teachbacks/${id}`, second);
    expect(mine.json().teachback).toMatchObject({ id, status: 'pending', notes: '' });
    expect(await loads()).toMatchObject({
      [first.id]: loadsBefore[first.id]! - 1,
      [second.id]: loadsBefore[second.id]! + 1,
    });
    expect(await notificationsOf(owner.id, 'teachback_declined')).toEqual([
      NOTIFICATION_TEXTS.declinedPassedOn('Decorators'),
    ]);
    expect(await notificationsOf(second.id, 'teachback_assigned')).toContain(
      NOTIFICATION_TEXTS.teachbackAssigned('Decorators'),
    );
    expect(await openIds()).not.toContain(challengeId);

    const opened = await decline(second, id);
    expect(opened.json()).toEqual({ outcome: 'open_to_teach' });
    expect(await assigneeOf(id)).toBeUndefined();
    expect(await loads()).toMatchObject({
      [first.id]: loadsBefore[first.id]! - 1,
      [second.id]: loadsBefore[second.id]!,
    });
    expect(await notificationsOf(owner.id, 'teachback_declined')).toEqual(
      expect.arrayContaining([NOTIFICATION_TEXTS.declinedOpenToTeach('Decorators')]),
    );
    expect(await openIds()).toContain(challengeId);
    // The owner's challenge is still theirs, waiting.
    const challenge = await call(app, 'GET', `/api/challenges/${challengeId}`, owner);
    expect(challenge.json().challenge).toMatchObject({ id: challengeId, status: 'open' });
    const declines = await db
      .selectFrom('challenge_declines')
      .select(['user_id', 'reason'])
      .where('challenge_id', '=', challengeId)
      .orderBy('created_at')
      .execute();
    expect(declines).toEqual(
      expect.arrayContaining([
        { user_id: first.id, reason: 'Not my topic yet.' },
        { user_id: second.id, reason: null },
      ]),
    );

    // Who declined may still change their mind and accept it from the open list.
    const accepted = await call(app, 'POST', `/api/challenges/${challengeId}/accept`, first);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await assigneeOf(accepted.json().teachback.id)).toBe(first);
    expect(await openIds()).not.toContain(challengeId);
    expect((await loads())[first.id]).toBe(loadsBefore[first.id]);
  });
});
