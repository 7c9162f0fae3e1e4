import {
  courseBadgeId,
  findCourse,
  type CoursePathResponse,
  type PortfolioResponse,
} from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { EXPLANATION, recountOpenTeachbacks, review } from '../../test/learning-loop';
import { reviewOpen, taughtUnasked } from '../../test/unasked-loop';

let clock = Date.parse('2026-08-03T09:00:00Z');
const tick = () => (clock += 1000);
const { app, db } = await buildAppWith({ now: () => tick() });

// The shortest path: six items.
const COURSE = findCourse('persuasive-writing-workshop')!;
const ITEMS = COURSE.path.map((item) => item.slug);
const BADGE = courseBadgeId(COURSE.slug);
const COMMENT = 'Clear and correct, with a small example of each idea.';

/** Learns an item: `student` asks it, `teacher` explains it, `student` rates the explanation. */
async function learn(student: TestUser, teacher: TestUser, item: string, rating = 4) {
  const asked = await call(app, 'POST', `/api/courses/${COURSE.slug}/items/${item}/ask`, student);
  expect(asked.statusCode).toBe(201);
  const { challengeId } = asked.json<{ challengeId: string }>();
  const { id: teachbackId } = await db
    .selectFrom('teachbacks')
    .select('id')
    .where('challenge_id', '=', challengeId)
    .executeTakeFirstOrThrow();
  await db.updateTable('teachbacks').set({ assignee_id: teacher.id }).where('id', '=', teachbackId).execute();
  await recountOpenTeachbacks(db);
  const notes = { notes: EXPLANATION };
  expect((await call(app, 'PUT', `/api/teachbacks/${teachbackId}/notes`, teacher, notes)).statusCode).toBe(
    200,
  );
  expect((await call(app, 'POST', `/api/teachbacks/${teachbackId}/complete`, teacher, {})).statusCode).toBe(
    200,
  );
  const { id: feedbackId } = await db
    .selectFrom('feedback_requests')
    .select('id')
    .where('teachback_id', '=', teachbackId)
    .executeTakeFirstOrThrow();
  expect((await review(app, student, feedbackId, { rating, comment: COMMENT })).statusCode).toBe(200);
  return { feedbackId };
}

/** Teaches an item unasked; `reviewer` rates it from 'Open for review'. */
async function teach(student: TestUser, reviewer: TestUser, item: string) {
  const { feedbackId } = await taughtUnasked(app, db, student, COURSE.slug, item);
  expect((await reviewOpen(app, reviewer, feedbackId, { rating: 4, comment: COMMENT })).statusCode).toBe(200);
  return { feedbackId };
}

async function portfolioOf(user: TestUser) {
  const response = await call(app, 'GET', '/api/portfolio', user);
  expect(response.statusCode).toBe(200);
  return response.json<PortfolioResponse>().portfolio;
}

const pathOf = async (user: TestUser) =>
  (await call(app, 'GET', `/api/courses/${COURSE.slug}/path`, user)).json<CoursePathResponse>();

const badgeRows = (user: TestUser) =>
  db
    .selectFrom('user_badges')
    .select('badge_id')
    .where('user_id', '=', user.id)
    .where('badge_id', '=', BADGE)
    .execute();

const courseActivity = async (user: TestUser) =>
  (await db.selectFrom('activity').select('text').where('user_id', '=', user.id).execute())
    .map((row) => row.text)
    .filter((text) => text.includes(COURSE.title));

describe('completing a course’s path', { timeout: 60_000 }, () => {
  it('awards the course badge and the course as a verified skill when the last item is done, once', async () => {
    const [student, peer] = [await buildUser(app, { name: 'Sam' }), await buildUser(app, { name: 'Pia' })];
    const [first, ...rest] = ITEMS;
    const last = rest.pop()!;
    // One item learned (their own challenge, their rating), the others taught (their explanation, rated).
    await learn(student, peer, first!);
    for (const item of rest) await teach(student, peer, item);

    let portfolio = await portfolioOf(student);
    expect(portfolio.badges.map((badge) => badge.id)).not.toContain(BADGE);
    expect(portfolio.verifiedSkills.map((skill) => skill.topic)).not.toContain(COURSE.title);
    expect(await pathOf(student)).toMatchObject({ done: ITEMS.length - 1, total: ITEMS.length });

    const { feedbackId } = await teach(student, peer, last);
    portfolio = await portfolioOf(student);
    expect(portfolio.badges).toContainEqual({ id: BADGE, earnedAt: expect.any(Number) });
    expect(portfolio.verifiedSkills).toContainEqual(
      expect.objectContaining({ topic: COURSE.title, verifiedAt: expect.any(Number) }),
    );
    expect(await pathOf(student)).toMatchObject({ done: ITEMS.length, total: ITEMS.length });
    expect(await courseActivity(student)).toHaveLength(2); // the badge and the skill, one line each

    // Not twice: a revision of the last review, and another item taught and rated again, award nothing more.
    const revised = await call(app, 'PUT', `/api/feedback/${feedbackId}/review`, peer, {
      rating: 5,
      comment: COMMENT,
    });
    expect(revised.statusCode).toBe(200);
    await teach(student, peer, first!);
    expect(await badgeRows(student)).toHaveLength(1);
    expect(await courseActivity(student)).toHaveLength(2);
    const skills = (await portfolioOf(student)).verifiedSkills.filter(
      (skill) => skill.topic === COURSE.title,
    );
    expect(skills).toHaveLength(1);

    // The peer taught one of the items and reviewed the rest: nothing of the course is theirs.
    expect(await badgeRows(peer)).toEqual([]);
  });

  it('completes by learning the last item too: the owner’s own rating is what completes it', async () => {
    const [student, teacher] = [await buildUser(app), await buildUser(app)];
    const [first, ...rest] = ITEMS;
    for (const item of rest) await teach(student, teacher, item);
    expect(await badgeRows(student)).toEqual([]);
    await learn(student, teacher, first!);
    expect(await badgeRows(student)).toEqual([{ badge_id: BADGE }]);
    // The public profile shows the badge and the skill.
    const visibility = await call(app, 'PATCH', '/api/profile/visibility', student, { publicProfile: true });
    const handle = visibility.json<{ visibility: { handle: string } }>().visibility.handle;
    const profile = (await app.inject({ url: `/api/public-profiles/${handle}` })).json();
    expect(JSON.stringify(profile)).toContain(BADGE);
    expect(profile.profile.verifiedSkills).toContainEqual(expect.objectContaining({ topic: COURSE.title }));
  });

  it('does not complete while an item is only taught back, not yet reviewed', async () => {
    const [student, peer] = [await buildUser(app), await buildUser(app)];
    const [first, ...rest] = ITEMS;
    for (const item of rest) await teach(student, peer, item);
    // The last explanation is written and completed, but nobody has reviewed it yet.
    await taughtUnasked(app, db, student, COURSE.slug, first!);
    expect(await badgeRows(student)).toEqual([]);
    expect(await pathOf(student)).toMatchObject({ done: ITEMS.length - 1 });
  });
});
