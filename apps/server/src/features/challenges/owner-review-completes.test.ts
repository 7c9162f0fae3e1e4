import type { RealtimeEvent } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { activityTexts, buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, ledgerOf, profileOf, review } from '../../test/learning-loop';
import { createInProcessEventBus } from '../realtime/event-bus';

const bus = createInProcessEventBus();
const { app, db, config } = await buildAppWith({ events: bus });

/** The events a user hears while `act` runs. */
async function heardBy<T>(
  userId: string,
  act: () => Promise<T>,
): Promise<{ result: T; heard: RealtimeEvent[] }> {
  const heard: RealtimeEvent[] = [];
  const stop = bus.subscribe(userId, (message) => heard.push(message.event));
  try {
    return { result: await act(), heard };
  } finally {
    stop();
  }
}

const challengeOf = async (owner: TestUser, id: string) => {
  const response = await call(app, 'GET', `/api/challenges/${id}`, owner);
  expect(response.statusCode).toBe(200);
  return response.json<{ challenge: { status: string } }>().challenge;
};

const challengeAwards = async (owner: TestUser) =>
  (await ledgerOf(db, owner.id)).filter((row) => row.kind === 'challenge_completed');

describe(`the owner's rating completes the challenge (${config.database.kind})`, () => {
  it('completes it in the same step, pays its 25 points and the first badge once; a revision adds nothing', async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    const ben = await buildUser(app, { name: 'Ben' });
    const loop = await completedTeachback(app, db, ada, ben, { title: 'Heaps' });
    expect((await challengeOf(ada, loop.challengeId)).status).not.toBe('completed');

    const { result, heard } = await heardBy(ada.id, () => review(app, ada, loop.feedbackId, { rating: 4 }));
    expect(result.statusCode).toBe(200);
    expect((await challengeOf(ada, loop.challengeId)).status).toBe('completed');
    // The owner's open page hears of it, live.
    expect(heard).toContainEqual({ type: 'challenges', ids: [loop.challengeId] });
    expect(await challengeAwards(ada)).toEqual([
      { kind: 'challenge_completed', source: `challenge_completed:${loop.challengeId}`, amount: 25 },
    ]);
    expect(await profileOf(app, ada)).toMatchObject({ xp: 25, badges: ['first_challenge'] });
    const texts = await activityTexts(db, ada.id);
    expect(texts.filter((text) => text.includes('Heaps') && text.startsWith('Completed'))).toHaveLength(1);
    expect(texts.filter((text) => text === 'Earned the “First Challenge” badge')).toHaveLength(1);

    // 'Mark complete' now finds it completed; a revision of the rating completes and pays nothing more.
    expect((await call(app, 'POST', `/api/challenges/${loop.challengeId}/complete`, ada)).statusCode).toBe(
      409,
    );
    expect((await review(app, ada, loop.feedbackId, { rating: 5, comment: 'Even better.' })).statusCode).toBe(
      200,
    );
    expect(await challengeAwards(ada)).toHaveLength(1);
    expect((await profileOf(app, ada)).xp).toBe(25);
    const after = await activityTexts(db, ada.id);
    expect(after.filter((text) => text.includes('Heaps') && text.startsWith('Completed'))).toHaveLength(1);
  });

  it('pays once when the owner had already pressed Mark complete before rating', async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    const loop = await completedTeachback(app, db, ada, await buildUser(app), { title: 'Tries' });
    expect((await call(app, 'POST', `/api/challenges/${loop.challengeId}/complete`, ada)).statusCode).toBe(
      200,
    );
    // Completed without a rated teach-back: nothing yet.
    expect(await challengeAwards(ada)).toEqual([]);

    expect((await review(app, ada, loop.feedbackId, { rating: 3 })).statusCode).toBe(200);
    expect(await challengeAwards(ada)).toHaveLength(1);
    expect((await review(app, ada, loop.feedbackId, { rating: 4 })).statusCode).toBe(200);
    expect(await challengeAwards(ada)).toHaveLength(1);
    expect((await profileOf(app, ada)).xp).toBe(25);
    const texts = await activityTexts(db, ada.id);
    expect(texts.filter((text) => text.includes('Tries') && text.startsWith('Completed'))).toHaveLength(1);
  });

  it('a rating racing Mark complete completes the challenge once and pays once', async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    const loop = await completedTeachback(app, db, ada, await buildUser(app), { title: 'Graphs' });
    const [rated, completed] = await Promise.all([
      review(app, ada, loop.feedbackId, { rating: 4 }),
      call(app, 'POST', `/api/challenges/${loop.challengeId}/complete`, ada),
    ]);
    expect(rated.statusCode).toBe(200);
    expect([200, 409]).toContain(completed.statusCode);
    expect((await challengeOf(ada, loop.challengeId)).status).toBe('completed');
    expect(await challengeAwards(ada)).toHaveLength(1);
    const texts = await activityTexts(db, ada.id);
    expect(texts.filter((text) => text.includes('Graphs') && text.startsWith('Completed'))).toHaveLength(1);
  });
});
