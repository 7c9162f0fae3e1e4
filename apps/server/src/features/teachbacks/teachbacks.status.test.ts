import {
  CHALLENGE_STATUSES,
  LEARNING_MESSAGES,
  TEACHBACK_STATUSES,
  type ChallengeStatus,
  type TeachbackStatus,
} from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, call, learningRows } from '../../test/factories';
import { EXPLANATION, recountOpenTeachbacks } from '../../test/learning-loop';

const { app, db } = await buildTestApp();
const ada = await buildUser(app, { name: 'Ada' });
const bob = await buildUser(app, { name: 'Bob Builder' });

async function teachbackIn(status: TeachbackStatus, challengeStatus: ChallengeStatus = 'open') {
  const { challenge, teachback } = await buildChallenge(app, ada, {
    title: 'Queues',
    description: 'Explain FIFO',
  });
  // Explained already (enough words to complete it), written directly so the status stays as given.
  await db
    .updateTable('teachbacks')
    .set({ status, notes: EXPLANATION })
    .where('id', '=', teachback!.id)
    .execute();
  await recountOpenTeachbacks(db);
  await db
    .updateTable('challenges')
    .set({ status: challengeStatus })
    .where('id', '=', challenge.id)
    .execute();
  return { id: teachback!.id, challengeId: challenge.id };
}

const request = {
  start: (id: string) => call(app, 'POST', `/api/teachbacks/${id}/start`, bob),
  save: (id: string) =>
    call(app, 'PUT', `/api/teachbacks/${id}/notes`, bob, { notes: 'First in, first out.' }),
  complete: (id: string) => call(app, 'POST', `/api/teachbacks/${id}/complete`, bob),
};

const legal: [TeachbackStatus, keyof typeof request, TeachbackStatus, string][] = [
  ['pending', 'start', 'in_progress', 'Started teach-back “Queues”'],
  ['pending', 'save', 'in_progress', 'Saved teach-back “Queues”'],
  ['in_progress', 'save', 'in_progress', 'Saved teach-back “Queues”'],
  ['pending', 'complete', 'completed', 'Completed teach-back “Queues”'],
  ['in_progress', 'complete', 'completed', 'Completed teach-back “Queues”'],
];

const illegal: [TeachbackStatus, keyof typeof request, string][] = [
  ['in_progress', 'start', LEARNING_MESSAGES.teachbackAlreadyStarted],
  ['completed', 'start', LEARNING_MESSAGES.teachbackAlreadyCompleted],
  ['completed', 'save', LEARNING_MESSAGES.teachbackAlreadyCompleted],
  ['completed', 'complete', LEARNING_MESSAGES.teachbackAlreadyCompleted],
];

describe('teach-back status machine', () => {
  it('covers every status and action', () => {
    const covered = [...legal, ...illegal].map(([from, action]) => `${from}:${action}`).sort();
    const all = TEACHBACK_STATUSES.flatMap((from) =>
      Object.keys(request).map((action) => `${from}:${action}`),
    );
    expect(covered).toEqual(all.sort());
  });

  it.each(legal)('%s --%s--> %s, with the activity %j', async (from, action, to, text) => {
    const { id } = await teachbackIn(from);
    const response = await request[action](id);
    expect(response.statusCode).toBe(200);
    const { teachback } = response.json();
    expect(teachback).toMatchObject({
      id,
      status: to,
      notes: action === 'save' ? 'First in, first out.' : EXPLANATION,
    });
    const row = await db.selectFrom('teachbacks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: to, notes: teachback.notes, updated_at: teachback.updatedAt });
    const entries = await db.selectFrom('activity').selectAll().where('user_id', '=', bob.id).execute();
    expect(entries.filter((entry) => entry.text === text)).toEqual([
      expect.objectContaining({ type: 'teachback', created_at: teachback.updatedAt }),
    ]);
    await db.deleteFrom('activity').execute();
  });

  it.each(illegal)('%s --%s--> 409 %j, and nothing is written', async (from, action, message) => {
    const { id } = await teachbackIn(from);
    const before = await learningRows(db);
    const response = await request[action](id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'conflict', message } });
    expect(await learningRows(db)).toEqual(before);
  });
});

describe('the challenge follows its teach-back', () => {
  it.each(['start', 'save', 'complete'] as const)(
    'leaving pending by %s accepts an open challenge',
    async (action) => {
      const { id, challengeId } = await teachbackIn('pending', 'open');
      await request[action](id);
      const row = await db
        .selectFrom('challenges')
        .select('status')
        .where('id', '=', challengeId)
        .executeTakeFirst();
      expect(row?.status).toBe('accepted');
    },
  );

  it.each(CHALLENGE_STATUSES.filter((status) => status !== 'open'))(
    'a challenge already %s keeps its status',
    async (challengeStatus) => {
      const { id, challengeId } = await teachbackIn('pending', challengeStatus);
      await request.start(id);
      const row = await db
        .selectFrom('challenges')
        .select('status')
        .where('id', '=', challengeId)
        .executeTakeFirst();
      expect(row?.status).toBe(challengeStatus);
    },
  );
});
