import type { ActivityEntry } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildCircle, joinAs } from '../../test/circles';
import { buildChallenge, buildUser, call, type TestUser } from '../../test/factories';
import {
  completedTeachback,
  completeTeachback,
  recountOpenTeachbacks,
  review,
} from '../../test/learning-loop';

const { app, db } = await buildTestApp();

/** The user's timeline as GET /api/activity answers it: text → link. */
async function linksOf(user: TestUser): Promise<Record<string, ActivityEntry['link']>> {
  const response = await call(app, 'GET', '/api/activity?limit=50', user);
  expect(response.statusCode).toBe(200);
  const entries = response.json<{ activity: ActivityEntry[] }>().activity;
  return Object.fromEntries(entries.map((entry) => [entry.text, entry.link]));
}

describe('each activity writer links its entry to what it is about', () => {
  it('challenges: created and completed link the challenge, the badge its badge; the assignee’s entry its teach-back', async () => {
    const ada = await buildUser(app);
    const lin = await buildUser(app);
    const { challenge, teachback } = await buildChallenge(app, ada, { title: 'Heaps' });
    // The badge comes with the challenge's points, once the loop closed: a peer taught it back, Ada rated that.
    await db.updateTable('teachbacks').set({ assignee_id: lin.id }).where('id', '=', teachback!.id).execute();
    await recountOpenTeachbacks(db);
    expect((await completeTeachback(app, lin, teachback!.id)).statusCode).toBe(200);
    const request = await db
      .selectFrom('feedback_requests')
      .select('id')
      .where('teachback_id', '=', teachback!.id)
      .executeTakeFirstOrThrow();
    expect((await review(app, ada, request.id, { rating: 4 })).statusCode).toBe(200);
    await call(app, 'POST', `/api/challenges/${challenge.id}/complete`, ada);
    const own = await linksOf(ada);
    expect(own['Created challenge “Heaps”']).toEqual({ kind: 'challenge', id: challenge.id });
    expect(own['Completed “Heaps”']).toEqual({ kind: 'challenge', id: challenge.id });
    expect(own['Earned the “First Challenge” badge']).toEqual({ kind: 'badge', id: 'first_challenge' });

    const assigned = await db
      .selectFrom('activity')
      .select(['link_kind', 'link_id'])
      .where('user_id', '=', teachback!.assigneeId)
      .where('text', '=', 'Assigned to teach back “Heaps”')
      .executeTakeFirstOrThrow();
    expect(assigned).toEqual({ link_kind: 'teachback', link_id: teachback!.id });
  });

  it('teach-backs link the teach-back; a review links the review (feedback request) for its reviewer', async () => {
    const [owner, learner] = [await buildUser(app), await buildUser(app, { name: 'Lin' })];
    const loop = await completedTeachback(app, db, owner, learner, { title: 'Tries' });
    const learnerLinks = await linksOf(learner);
    // Named by the challenge's title, as the notifications and feedback name it (not by its prompt).
    expect(learnerLinks['Completed teach-back “Tries”']).toEqual({ kind: 'teachback', id: loop.teachbackId });
    expect(learnerLinks['Earned the “First Teach-back” badge']).toEqual({
      kind: 'badge',
      id: 'first_teachback',
    });

    expect((await review(app, owner, loop.feedbackId, { rating: 4 })).statusCode).toBe(200);
    expect((await review(app, owner, loop.feedbackId, { rating: 5 })).statusCode).toBe(200);
    const ownerLinks = await linksOf(owner);
    expect(ownerLinks['Gave feedback on “Tries” for Lin']).toEqual({ kind: 'review', id: loop.feedbackId });
    expect(ownerLinks['Updated feedback on “Tries” for Lin']).toEqual({
      kind: 'review',
      id: loop.feedbackId,
    });
  });

  it('a level reached links the portfolio (as a badge entry)', async () => {
    const ada = await buildUser(app);
    const loop = await completedTeachback(app, db, ada, await buildUser(app));
    await db.updateTable('profiles').set({ xp: 490 }).where('id', '=', ada.id).execute();
    // The rating completes the challenge, whose points reach level 2.
    await review(app, ada, loop.feedbackId, { rating: 4 });
    expect((await linksOf(ada))['Reached level 2']).toEqual({ kind: 'badge', id: 'level-2' });
  });

  it('a skill verified by two peers links the portfolio (as a badge entry)', async () => {
    const [rae, sam, lin] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const byRae = await completedTeachback(app, db, rae, lin, { title: 'Towers', topic: 'Recursion' });
    const bySam = await completedTeachback(app, db, sam, lin, { title: 'Trees', topic: 'Recursion' });
    await review(app, rae, byRae.feedbackId, { rating: 5 });
    await review(app, sam, bySam.feedbackId, { rating: 4 });
    expect((await linksOf(lin))['Your skill “Recursion” was verified by peers']).toEqual({
      kind: 'badge',
      id: 'verified-skill',
    });
  });

  it('circles: creating and joining link the circle', async () => {
    const [owner, member] = [await buildUser(app), await buildUser(app)];
    const circle = await buildCircle(app, owner, { name: 'Graphs' });
    await joinAs(app, member, circle.id);
    expect(Object.values(await linksOf(owner))).toContainEqual({ kind: 'circle', id: circle.id });
    expect(Object.values(await linksOf(member))).toEqual([{ kind: 'circle', id: circle.id }]);
  });
});
