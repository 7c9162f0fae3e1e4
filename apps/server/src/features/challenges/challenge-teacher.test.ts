import type { ChallengeTeacherResponse, RealtimeEvent } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildAppWith, buildChallenge, buildUser, call, type TestUser } from '../../test/factories';
import { EXPLANATION, recountOpenTeachbacks, review as reviewOf } from '../../test/learning-loop';
import { createInProcessEventBus } from '../realtime/event-bus';

const bus = createInProcessEventBus();
const { app, db } = await buildAppWith({ events: bus });

const teacherOf = (user: TestUser | undefined, id: string) =>
  call(app, 'GET', `/api/challenges/${id}/teacher`, user);

async function seenByOwner(owner: TestUser, id: string) {
  const response = await teacherOf(owner, id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChallengeTeacherResponse>().teacher;
}

/** The live updates `user` hears while `act` runs. */
async function heardDuring(user: TestUser, act: () => Promise<unknown>): Promise<RealtimeEvent[]> {
  const heard: RealtimeEvent[] = [];
  const unsubscribe = bus.subscribe(user.id, ({ event }) => heard.push(event));
  await act();
  unsubscribe();
  return heard;
}

const owner = await buildUser(app, { name: 'Ada' });
const teacher = await buildUser(app, { name: 'Lin Teacher' });
const stranger = await buildUser(app);

describe('GET /api/challenges/:id/teacher', () => {
  it('shows the owner who teaches it, how far they are, live, and the explanation only once complete', async () => {
    const created = await buildChallenge(app, owner, { title: 'Heaps' });
    const challengeId = created.challenge.id;
    const teachbackId = created.teachback!.id;
    await db
      .updateTable('teachbacks')
      .set({ assignee_id: teacher.id })
      .where('id', '=', teachbackId)
      .execute();
    await recountOpenTeachbacks(db);

    expect(await seenByOwner(owner, challengeId)).toEqual({
      teachbackId,
      name: 'Lin Teacher',
      photoURL: null,
      status: 'pending',
      dueTs: created.challenge.dueTs,
      explanation: null,
      reviewId: null,
      reviewed: false,
    });

    const steps = [
      () => call(app, 'POST', `/api/teachbacks/${teachbackId}/start`, teacher),
      () => call(app, 'PUT', `/api/teachbacks/${teachbackId}/notes`, teacher, { notes: EXPLANATION }),
      () => call(app, 'POST', `/api/teachbacks/${teachbackId}/complete`, teacher),
    ];
    const statuses = [];
    for (const step of steps) {
      const heard = await heardDuring(owner, step);
      expect(heard).toContainEqual({ type: 'challenges', ids: [challengeId] });
      const seen = await seenByOwner(owner, challengeId);
      statuses.push(seen?.status);
      if (seen?.status !== 'completed') expect(seen?.explanation).toBeNull();
    }
    expect(statuses).toEqual(['in_progress', 'in_progress', 'completed']);

    const review = await db
      .selectFrom('feedback_requests')
      .select('id')
      .where('teachback_id', '=', teachbackId)
      .executeTakeFirstOrThrow();
    expect(await seenByOwner(owner, challengeId)).toMatchObject({
      status: 'completed',
      explanation: EXPLANATION,
      reviewId: review.id,
      reviewed: false,
    });

    // The owner's submitted rating is the loop's last step: the page then says it was reviewed.
    expect((await reviewOf(app, owner, review.id, { rating: 4 })).statusCode).toBe(200);
    expect(await seenByOwner(owner, challengeId)).toMatchObject({ reviewId: review.id, reviewed: true });
  });

  it('is private to the owner: the teacher and strangers are told it does not exist, nobody signed out', async () => {
    const created = await buildChallenge(app, owner, { title: 'Private' });
    for (const other of [teacher, stranger]) {
      const response = await teacherOf(other, created.challenge.id);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Private');
    }
    expect((await teacherOf(undefined, created.challenge.id)).statusCode).toBe(401);
    expect((await teacherOf(owner, 'no-such-challenge')).statusCode).toBe(404);
  });

  it('says nobody teaches it yet while it waits in the open list', async () => {
    const created = await buildChallenge(app, owner, { title: 'Waiting' });
    await db.deleteFrom('teachbacks').where('challenge_id', '=', created.challenge.id).execute();
    await recountOpenTeachbacks(db);
    expect(await seenByOwner(owner, created.challenge.id)).toBeNull();
  });

  it('never shows the teacher’s address', async () => {
    const created = await buildChallenge(app, owner, { title: 'Names' });
    await db
      .updateTable('teachbacks')
      .set({ assignee_id: stranger.id })
      .where('id', '=', created.teachback!.id)
      .execute();
    await recountOpenTeachbacks(db);
    const response = await teacherOf(owner, created.challenge.id);
    expect(response.body).not.toContain(stranger.email);
  });
});
