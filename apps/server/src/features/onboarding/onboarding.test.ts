import type { OnboardingSteps } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, recountOpenTeachbacks, review } from '../../test/learning-loop';

const { app, db } = await buildTestApp();

async function stepsOf(user: TestUser): Promise<OnboardingSteps> {
  const response = await call(app, 'GET', '/api/onboarding', user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ onboarding: OnboardingSteps }>().onboarding;
}

const NONE: OnboardingSteps = { createdChallenge: false, taughtBack: false, reviewed: false };

describe('GET /api/onboarding', () => {
  it('ticks each step off from what the user has done, and only their own', async () => {
    const [ada, ben, cy] = [
      await buildUser(app, { name: 'Ada' }),
      await buildUser(app, { name: 'Ben' }),
      await buildUser(app, { name: 'Cy' }),
    ];
    expect(await stepsOf(ada)).toEqual(NONE);

    // Ada asks; Ben teaches it back: Ada has created one, Ben has taught one back.
    const { feedbackId } = await completedTeachback(app, db, ada, ben, { title: 'Heaps' });
    expect(await stepsOf(ada)).toEqual({ ...NONE, createdChallenge: true });
    expect(await stepsOf(ben)).toEqual({ ...NONE, taughtBack: true });

    // A review still waiting is not a review given; a submitted one is.
    await review(app, ada, feedbackId, { rating: 4 });
    expect(await stepsOf(ada)).toEqual({ createdChallenge: true, taughtBack: false, reviewed: true });
    expect(await stepsOf(ben)).toEqual({ ...NONE, taughtBack: true });
    // Someone else's loop ticks nothing of Cy's.
    expect(await stepsOf(cy)).toEqual(NONE);
  });

  it('does not count a teach-back that is only started', async () => {
    const [owner, learner] = [await buildUser(app), await buildUser(app)];
    const created = await buildChallenge(app, owner);
    const teachbackId = created.teachback!.id;
    await db
      .updateTable('teachbacks')
      .set({ assignee_id: learner.id })
      .where('id', '=', teachbackId)
      .execute();
    await recountOpenTeachbacks(db);
    expect((await call(app, 'POST', `/api/teachbacks/${teachbackId}/start`, learner)).statusCode).toBe(200);
    expect(await stepsOf(learner)).toEqual(NONE);
  });

  it('answers 401 without a session', async () => {
    const response = await call(app, 'GET', '/api/onboarding', undefined);
    expect(response.statusCode).toBe(401);
  });
});
