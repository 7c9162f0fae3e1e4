import type { OpenChallengesResponse, TeachbackListResponse } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, call, type TestUser } from '../../test/factories';
import { recountOpenTeachbacks } from '../../test/learning-loop';
import { planOf } from '../../test/query-plan';
import { SIGN_UP_OFFERS } from './open-to-teach.service';
import { neverOfferedQuery } from './open-to-teach.repo';

const { app, db, config } = await buildTestApp();

async function openIds(): Promise<string[]> {
  const response = await call(app, 'GET', '/api/challenges/open?limit=50');
  return response.json<OpenChallengesResponse>().challenges.map((challenge) => challenge.id);
}

async function teachbacksOf(user: TestUser) {
  const response = await call(app, 'GET', '/api/teachbacks', user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TeachbackListResponse>().teachbacks;
}

const notificationsOf = (userId: string, kind: string) =>
  db
    .selectFrom('notifications')
    .select(['text', 'href'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind as never)
    .orderBy('created_at')
    .execute();

// The first user is alone: nobody can be asked to teach their challenges.
const first = await buildUser(app, { name: 'First Author' });
const made: string[] = [];
for (let i = 0; i <= SIGN_UP_OFFERS; i += 1) {
  const { challenge, teachback } = await buildChallenge(app, first, { title: `Waiting ${i}` });
  expect(teachback).toBeNull();
  made.push(challenge.id);
}

describe(`challenges made while nobody else existed (${config.database.kind})`, () => {
  it(`are offered to the next peers who sign up, ${SIGN_UP_OFFERS} each, oldest first; the rest stay open`, async () => {
    expect(await openIds()).toEqual([...made].reverse());

    const second = await buildUser(app, { name: 'Second Peer' });
    const offered = await teachbacksOf(second);
    expect(offered.map((teachback) => teachback.challengeId).sort()).toEqual(
      made.slice(0, SIGN_UP_OFFERS).sort(),
    );
    expect(offered.every((teachback) => teachback.status === 'pending')).toBe(true);
    expect(await openIds()).toEqual([made[SIGN_UP_OFFERS]]);
    expect(await notificationsOf(second.id, 'teachback_assigned')).toHaveLength(SIGN_UP_OFFERS);
    expect(await notificationsOf(first.id, 'challenge_accepted')).toContainEqual({
      text: 'A new peer joined Teachloop and was asked to teach back “Waiting 0”',
      href: `/challenges/${made[0]}/work`,
    });

    const third = await buildUser(app);
    expect((await teachbacksOf(third)).map((teachback) => teachback.challengeId)).toEqual([
      made[SIGN_UP_OFFERS],
    ]);
    expect(await openIds()).toEqual([]);
  });

  it('are only those never offered: one that opened later (declined by all) waits in the open list', async () => {
    const owner = await buildUser(app);
    const { challenge, teachback } = await buildChallenge(app, owner, { title: 'Declined by all' });
    // As the last decline leaves it: no teach-back, open since the decline, not since its creation.
    await db.deleteFrom('teachbacks').where('id', '=', teachback!.id).execute();
    await recountOpenTeachbacks(db);
    await db
      .updateTable('challenges')
      .set({ open_to_teach_since: challenge.createdAt + 60_000 })
      .where('id', '=', challenge.id)
      .execute();

    const newcomer = await buildUser(app);
    expect(await teachbacksOf(newcomer)).toEqual([]);
    expect(await openIds()).toEqual([challenge.id]);
  });

  it('reads the oldest never-offered challenges from a partial index in order (no sort)', async () => {
    const plan = await planOf(db, config, 'challenges', neverOfferedQuery(db, SIGN_UP_OFFERS));
    expect(plan, plan).toContain('challenges_never_offered');
    expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
  });
});
