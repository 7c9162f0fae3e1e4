import {
  CHALLENGE_OWNER_MESSAGES,
  DAY_MS,
  IMAGE_MESSAGES,
  LEARNING_MESSAGES,
  NOTIFICATION_TEXTS,
  type Challenge,
  type OpenChallengesResponse,
} from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, call, learningRows, type TestUser } from '../../test/factories';
import { completeTeachback, recountOpenTeachbacks } from '../../test/learning-loop';

const { app, db } = await buildTestApp();

const edit = {
  title: 'Heaps, edited',
  topic: 'Data structures',
  level: 'Advanced',
  dueDays: 7,
  description: 'New',
};
const patch = (user: TestUser | undefined, id: string, body: unknown = edit) =>
  call(app, 'PATCH', `/api/challenges/${id}`, user, body);
const remove = (user: TestUser | undefined, id: string) => call(app, 'DELETE', `/api/challenges/${id}`, user);

/** A new challenge of `owner`'s whose teach-back (pending) is handed to `teacher`, the loads recounted. */
async function handedTo(owner: TestUser, teacher: TestUser, title = 'Heaps') {
  const created = await buildChallenge(app, owner, { title });
  const teachbackId = created.teachback!.id;
  await db.updateTable('teachbacks').set({ assignee_id: teacher.id }).where('id', '=', teachbackId).execute();
  await recountOpenTeachbacks(db);
  return { challengeId: created.challenge.id, teachbackId };
}

/** A new challenge of `owner`'s with no teach-back, waiting in the open list. */
async function waiting(owner: TestUser, title = 'Tries') {
  const created = await buildChallenge(app, owner, { title });
  await db.deleteFrom('teachbacks').where('challenge_id', '=', created.challenge.id).execute();
  await db
    .updateTable('challenges')
    .set({ open_to_teach_since: created.challenge.createdAt })
    .where('id', '=', created.challenge.id)
    .execute();
  await recountOpenTeachbacks(db);
  return created.challenge.id;
}

async function loadOf(userId: string) {
  const row = await db
    .selectFrom('profiles')
    .select('open_teachbacks')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.open_teachbacks);
}

const teachbackRow = (id: string) =>
  db.selectFrom('teachbacks').select(['prompt', 'due_ts', 'status']).where('id', '=', id).executeTakeFirst();

async function openIds(viewer?: TestUser) {
  const response = await call(app, 'GET', '/api/challenges/open?limit=50', viewer);
  return response.json<OpenChallengesResponse>().challenges.map((challenge) => challenge.id);
}

const [owner, teacher, stranger] = [await buildUser(app), await buildUser(app), await buildUser(app)];

describe('PATCH /api/challenges/:id', () => {
  it('edits a challenge whose teach-back is pending; the teacher’s prompt and due date follow', async () => {
    const { challengeId, teachbackId } = await handedTo(owner, teacher);
    const before = Date.now();
    const response = await patch(owner, challengeId);
    expect(response.statusCode, response.body).toBe(200);
    const { challenge } = response.json<{ challenge: Challenge }>();
    expect(challenge).toMatchObject({ title: 'Heaps, edited', topic: 'Data structures', level: 'Advanced' });
    expect(challenge.description).toBe('New');
    expect(challenge.dueTs).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(await teachbackRow(teachbackId)).toMatchObject({ prompt: 'New', due_ts: challenge.dueTs });
    expect((await call(app, 'GET', `/api/challenges/${challengeId}`, owner)).json()).toMatchObject({
      challenge: { title: 'Heaps, edited' },
    });
  });

  it('edits a challenge in the open list, which stays there with its new topic', async () => {
    const id = await waiting(owner);
    expect((await patch(owner, id)).statusCode).toBe(200);
    const response = await call(
      app,
      'GET',
      '/api/challenges/open?topic=Data%20structures&limit=50',
      stranger,
    );
    const listed = response
      .json<OpenChallengesResponse>()
      .challenges.find((challenge) => challenge.id === id);
    expect(listed).toMatchObject({ title: 'Heaps, edited', level: 'Advanced' });
  });

  it('refuses an in-progress or completed teach-back’s challenge with 409 and a reason, changing nothing', async () => {
    const started = await handedTo(owner, teacher);
    await call(app, 'POST', `/api/teachbacks/${started.teachbackId}/start`, teacher);
    const done = await handedTo(owner, teacher);
    expect((await completeTeachback(app, teacher, done.teachbackId)).statusCode).toBe(200);
    for (const { challengeId } of [started, done]) {
      const rows = await learningRows(db);
      const response = await patch(owner, challengeId);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: { code: 'conflict', message: CHALLENGE_OWNER_MESSAGES.editAfterStart },
      });
      expect(await learningRows(db)).toEqual(rows);
    }
  });

  it('is the owner’s only: anyone else is told it does not exist, and nothing changes', async () => {
    const { challengeId } = await handedTo(owner, teacher);
    const rows = await learningRows(db);
    for (const other of [teacher, stranger]) {
      const response = await patch(other, challengeId);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(LEARNING_MESSAGES.challengeNotFound);
    }
    expect((await patch(undefined, challengeId)).statusCode).toBe(401);
    expect(await learningRows(db)).toEqual(rows);
  });

  it('validates as creation does: 400 with the message, nothing written', async () => {
    const { challengeId } = await handedTo(owner, teacher);
    const rows = await learningRows(db);
    for (const [body, message] of [
      [{ ...edit, title: '  ' }, LEARNING_MESSAGES.titleAndTopicRequired],
      [{ ...edit, title: 'x'.repeat(1000) }, LEARNING_MESSAGES.titleTooLong],
      [{ ...edit, level: 'Expert' }, LEARNING_MESSAGES.levelInvalid],
      [{ ...edit, dueDays: 1000 }, LEARNING_MESSAGES.dueDaysRange],
      [{ ...edit, description: 42 }, LEARNING_MESSAGES.descriptionInvalid],
      [{ ...edit, description: '![a](/api/images/not-an-upload-of-mine)' }, IMAGE_MESSAGES.notYours],
    ] as const) {
      const response = await patch(owner, challengeId, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect(await learningRows(db)).toEqual(rows);
  });

  it('racing a Start: never an edit applied to a started teach-back', async () => {
    const { challengeId, teachbackId } = await handedTo(owner, teacher);
    const [edited, started] = await Promise.all([
      patch(owner, challengeId, { ...edit, description: 'Raced' }),
      call(app, 'POST', `/api/teachbacks/${teachbackId}/start`, teacher),
    ]);
    expect([edited.statusCode, started.statusCode]).toContain(200);
    const row = await teachbackRow(teachbackId);
    if (edited.statusCode === 200 && started.statusCode === 200) {
      // Both may succeed only in that order: the edit first, the Start after it.
      expect(row).toMatchObject({ prompt: 'Raced', status: 'in_progress' });
    } else {
      expect([edited.statusCode, started.statusCode]).toContain(409);
    }
  });
});

describe('DELETE /api/challenges/:id', () => {
  it('withdraws a pending teach-back, releases the teacher’s load, tells them, and leaves no row behind', async () => {
    const { challengeId, teachbackId } = await handedTo(owner, teacher, 'Graphs');
    await call(app, 'POST', `/api/teachbacks/${teachbackId}/decline`, teacher);
    // Declined, it went on to someone: hand it back so the teacher holds it again.
    await db
      .updateTable('teachbacks')
      .set({ assignee_id: teacher.id })
      .where('id', '=', teachbackId)
      .execute();
    await recountOpenTeachbacks(db);
    const load = await loadOf(teacher.id);
    expect((await remove(owner, challengeId)).statusCode).toBe(204);

    expect(await loadOf(teacher.id)).toBe(load - 1);
    for (const table of ['challenges', 'teachbacks'] as const) {
      const ids = await db
        .selectFrom(table)
        .select('id')
        .where('id', 'in', [challengeId, teachbackId])
        .execute();
      expect(ids, table).toEqual([]);
    }
    const declines = await db
      .selectFrom('challenge_declines')
      .select('user_id')
      .where('challenge_id', '=', challengeId)
      .execute();
    expect(declines).toEqual([]);
    const told = await db
      .selectFrom('notifications')
      .select(['text', 'href'])
      .where('user_id', '=', teacher.id)
      .where('kind', '=', 'challenge_deleted')
      .execute();
    expect(told).toEqual([{ text: NOTIFICATION_TEXTS.challengeDeleted('Graphs'), href: '/teachbacks' }]);

    // What pointed at it answers calmly: the pages say "not found", the lists still load.
    expect((await call(app, 'GET', `/api/challenges/${challengeId}`, owner)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/teachbacks/${teachbackId}`, teacher)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/challenges/${challengeId}/teacher`, owner)).statusCode).toBe(404);
    for (const user of [owner, teacher]) {
      for (const path of [
        '/api/activity?limit=50',
        '/api/notifications',
        '/api/teachbacks',
        '/api/challenges',
      ]) {
        expect((await call(app, 'GET', path, user)).statusCode, path).toBe(200);
      }
    }
  });

  it('removes a challenge waiting in the open list from it', async () => {
    const id = await waiting(owner, 'Open and deleted');
    expect(await openIds(stranger)).toContain(id);
    expect((await remove(owner, id)).statusCode).toBe(204);
    expect(await openIds(stranger)).not.toContain(id);
    expect((await call(app, 'POST', `/api/challenges/${id}/accept`, stranger)).statusCode).toBe(404);
  });

  it('refuses once the teach-back started or is complete (409), and anyone but the owner (404)', async () => {
    const started = await handedTo(owner, teacher);
    await call(app, 'POST', `/api/teachbacks/${started.teachbackId}/start`, teacher);
    const done = await handedTo(owner, teacher);
    expect((await completeTeachback(app, teacher, done.teachbackId)).statusCode).toBe(200);
    const pending = await handedTo(owner, teacher);
    const rows = await learningRows(db);
    for (const { challengeId } of [started, done]) {
      const response = await remove(owner, challengeId);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(CHALLENGE_OWNER_MESSAGES.deleteAfterStart);
    }
    for (const other of [teacher, stranger]) {
      expect((await remove(other, pending.challengeId)).statusCode).toBe(404);
    }
    expect((await remove(undefined, pending.challengeId)).statusCode).toBe(401);
    expect(await learningRows(db)).toEqual(rows);
  });

  it('racing an Accept on an open challenge: whichever order, no teach-back outlives its challenge', async () => {
    const id = await waiting(owner, 'Raced open');
    const [deleted, accepted] = await Promise.all([
      remove(owner, id),
      call(app, 'POST', `/api/challenges/${id}/accept`, stranger),
    ]);
    expect([deleted.statusCode, accepted.statusCode]).toContain(deleted.statusCode === 204 ? 204 : 201);
    const challenges = await db.selectFrom('challenges').select('id').where('id', '=', id).execute();
    const teachbacks = await db
      .selectFrom('teachbacks')
      .select('id')
      .where('challenge_id', '=', id)
      .execute();
    expect(challenges).toHaveLength(deleted.statusCode === 204 ? 0 : 1);
    expect(teachbacks).toHaveLength(deleted.statusCode === 204 ? 0 : 1);
    const stored = await loadOf(stranger.id);
    await recountOpenTeachbacks(db);
    expect(await loadOf(stranger.id)).toBe(stored);
  });
});
