import {
  COURSE_MESSAGES,
  COURSES,
  PATH_MESSAGES,
  type CoursePathResponse,
  type NextPathItemResponse,
  type PathItemState,
} from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { EXPLANATION, review } from '../../test/learning-loop';

let clock = Date.parse('2026-04-06T09:00:00Z');
const { app, db } = await buildAppWith({ now: () => (clock += 1000), random: () => 0 });

const COURSE = 'intro-to-python';
const path = COURSES.find((course) => course.slug === COURSE)!.path;
const [first, second, third, fourth] = path.map((item) => item.slug);

async function pathOf(user: TestUser | undefined, course = COURSE) {
  const response = await call(app, 'GET', `/api/courses/${course}/path`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CoursePathResponse>();
}

async function stateOf(user: TestUser, item: string): Promise<PathItemState> {
  return (await pathOf(user)).items.find((one) => one.slug === item)!.state;
}

function ask(user: TestUser | undefined, item: string, course = COURSE) {
  return call(app, 'POST', `/api/courses/${course}/items/${item}/ask`, user);
}

function teach(user: TestUser, item: string, course: string = COURSE) {
  return call(app, 'POST', `/api/courses/${course}/items/${item}/teach`, user);
}

/** Who was given the challenge's teach-back (assignment picks the least-loaded peer). */
async function teachbackOf(challengeId: string) {
  return db
    .selectFrom('teachbacks')
    .select(['id', 'assignee_id'])
    .where('challenge_id', '=', challengeId)
    .executeTakeFirstOrThrow();
}

async function reviewOf(teachbackId: string) {
  return db
    .selectFrom('feedback_requests')
    .select('id')
    .where('teachback_id', '=', teachbackId)
    .executeTakeFirstOrThrow();
}

async function writeAndComplete(user: TestUser, teachbackId: string) {
  const saved = await call(app, 'PUT', `/api/teachbacks/${teachbackId}/notes`, user, { notes: EXPLANATION });
  expect(saved.statusCode, saved.body).toBe(200);
  const done = await call(app, 'POST', `/api/teachbacks/${teachbackId}/complete`, user, {});
  expect(done.statusCode, done.body).toBe(200);
}

// Ada walks the path; Ben is the only peer, so every challenge Ada asks is his to teach; Cleo reviews.
const ada = await buildUser(app, { name: 'Ada' });
const ben = await buildUser(app, { name: 'Ben' });
const people = new Map([
  [ada.id, ada],
  [ben.id, ben],
]);

describe('GET /api/courses/:slug/path', () => {
  it('signed out: every item of the path, not started', async () => {
    const body = await pathOf(undefined);
    expect(body).toEqual({
      started: false,
      items: path.map((item) => ({
        slug: item.slug,
        state: 'not_started',
        challengeId: null,
        teachbackId: null,
      })),
      done: 0,
      total: path.length,
      completedAt: null,
    });
  });

  it('is 404 for a course that does not exist, with its message', async () => {
    const response = await call(app, 'GET', '/api/courses/no-such-course/path', ada);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: COURSE_MESSAGES.notFound } });
  });

  it('an asked item goes asked, being taught, taught back, then reviewed by the asker’s rated review', async () => {
    expect(await stateOf(ada, first!)).toBe('not_started');
    const asked = await ask(ada, first!);
    expect(asked.statusCode, asked.body).toBe(201);
    const { challengeId } = asked.json<{ challengeId: string }>();
    const teachback = await teachbackOf(challengeId);
    const teacher = people.get(teachback.assignee_id)!;
    expect(teacher).toBe(ben);

    let body = await pathOf(ada);
    expect(body.items[0]).toEqual({ slug: first, state: 'asked', challengeId, teachbackId: null });
    // The challenge is an ordinary one, made from the item: its title, prompt, topic and level.
    const own = await call(app, 'GET', `/api/challenges/${challengeId}`, ada);
    expect(own.json().challenge).toMatchObject({
      title: path[0]!.title,
      description: path[0]!.prompt,
      topic: path[0]!.topic,
      level: path[0]!.level,
      status: 'open',
    });

    expect((await call(app, 'POST', `/api/teachbacks/${teachback.id}/start`, ben)).statusCode).toBe(200);
    expect(await stateOf(ada, first!)).toBe('being_taught');
    // The teacher is writing an explanation of the item: for Ben it is being taught too.
    expect((await pathOf(ben)).items[0]).toEqual({
      slug: first,
      state: 'being_taught',
      challengeId: null,
      teachbackId: teachback.id,
    });

    await writeAndComplete(ben, teachback.id);
    expect(await stateOf(ada, first!)).toBe('taught_back');
    expect(await stateOf(ben, first!)).toBe('taught_back');

    const reviewed = await review(app, ada, (await reviewOf(teachback.id)).id, { rating: 4 });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    body = await pathOf(ada);
    expect(body.items[0]!.state).toBe('reviewed');
    expect(body.done).toBe(1);
    // Ben's explanation got a rated review: he taught it.
    expect(await stateOf(ben, first!)).toBe('taught_by_you');
    expect((await pathOf(ben)).done).toBe(1);
  });

  it('asking a learned item again makes a new challenge, and the item stays done', async () => {
    const before = (await pathOf(ada)).items[0]!;
    const again = await ask(ada, first!);
    expect(again.statusCode).toBe(201);
    const { challengeId } = again.json<{ challengeId: string }>();
    expect(challengeId).not.toBe(before.challengeId);
    expect((await pathOf(ada)).items[0]).toEqual({ ...before, challengeId });
  });
});

describe('POST /api/courses/:slug/items/:item/ask', () => {
  it('answers the unfinished challenge of the item (200) instead of making a second', async () => {
    const made = await ask(ben, third!);
    expect(made.statusCode).toBe(201);
    const again = await ask(ben, third!);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(made.json());
    const rows = await db
      .selectFrom('challenges')
      .select('id')
      .where('owner_id', '=', ben.id)
      .where('path_item', '=', `${COURSE}/${third}`)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('is 404 for an unknown course or item, and writes nothing', async () => {
    const before = await db.selectFrom('challenges').select('id').execute();
    const noCourse = await ask(ada, first!, 'no-such-course');
    expect(noCourse.statusCode).toBe(404);
    expect(noCourse.json().error.message).toBe(COURSE_MESSAGES.notFound);
    const noItem = await ask(ada, 'no-such-item');
    expect(noItem.statusCode).toBe(404);
    expect(noItem.json().error.message).toBe(PATH_MESSAGES.itemNotFound);
    expect(await db.selectFrom('challenges').select('id').execute()).toEqual(before);
  });

  it('is 401 signed out', async () => {
    expect((await ask(undefined, first!)).statusCode).toBe(401);
  });
});

describe('POST /api/courses/:slug/items/:item/teach', () => {
  it('opens an explanation to write, being taught; teaching again answers it; completed, it is taught back', async () => {
    const made = await teach(ada, fourth!);
    expect(made.statusCode, made.body).toBe(201);
    const { teachbackId } = made.json<{ teachbackId: string }>();
    // Started already: the editor opens on it, as on a teach-back the author just started.
    const opened = await call(app, 'GET', `/api/teachbacks/${teachbackId}`, ada);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().teachback).toMatchObject({
      status: 'in_progress',
      title: path[3]!.title,
      prompt: path[3]!.prompt,
      requester: 'Teachloop Courses',
    });
    expect((await pathOf(ada)).items[3]).toEqual({
      slug: fourth,
      state: 'being_taught',
      challengeId: null,
      teachbackId,
    });

    const again = await teach(ada, fourth!);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ teachbackId });

    await writeAndComplete(ada, teachbackId);
    expect(await stateOf(ada, fourth!)).toBe('taught_back');
  });

  it('is 404 for an unknown course or item, and writes nothing', async () => {
    const before = await db.selectFrom('teachbacks').select('id').execute();
    expect((await teach(ada, first!, 'no-such-course')).statusCode).toBe(404);
    const noItem = await teach(ada, 'no-such-item');
    expect(noItem.statusCode).toBe(404);
    expect(noItem.json().error.message).toBe(PATH_MESSAGES.itemNotFound);
    expect(await db.selectFrom('teachbacks').select('id').execute()).toEqual(before);
  });
});

describe('an explanation taught unasked, reviewed from Open for review', () => {
  it('is taught by you once another student rates it, pays its teach-back XP then, and completes a path', async () => {
    const cleo = await buildUser(app, { name: 'Cleo' });
    const shortest = [...COURSES].sort((a, b) => a.path.length - b.path.length)[0]!;
    let firstTaught = '';
    for (const item of shortest.path) {
      const made = await teach(cleo, item.slug, shortest.slug);
      expect(made.statusCode, made.body).toBe(201);
      const { teachbackId } = made.json<{ teachbackId: string }>();
      firstTaught ||= teachbackId;
      await writeAndComplete(cleo, teachbackId);
      const before = (await pathOf(cleo, shortest.slug)).items.find((one) => one.slug === item.slug);
      expect(before).toEqual({ slug: item.slug, state: 'taught_back', challengeId: null, teachbackId });
      const reviewId = (await reviewOf(teachbackId)).id;
      const rated = await call(app, 'PUT', `/api/feedback/community/${reviewId}/review`, ben, {
        rating: 4,
        comment: 'Clear, with a good example.',
      });
      expect(rated.statusCode, rated.body).toBe(200);
      const after = (await pathOf(cleo, shortest.slug)).items.find((one) => one.slug === item.slug);
      expect(after?.state).toBe('taught_by_you');
    }
    const body = await pathOf(cleo, shortest.slug);
    expect(body).toMatchObject({ done: shortest.path.length, total: shortest.path.length });
    expect(body.completedAt).toEqual(expect.any(Number));
    // The teach-back's XP was paid by the rated review, once per explanation.
    const paid = await db
      .selectFrom('xp_ledger')
      .select('kind')
      .where('user_id', '=', cleo.id)
      .where('source', 'like', `%${firstTaught}%`)
      .execute();
    expect(paid.map((row) => row.kind)).toEqual(['teachback_completed']);
  });
});

describe('starting a path and the next item', () => {
  it('has no next item before a path is started', async () => {
    const cleo = await buildUser(app, { name: 'Cleo' });
    const response = await call(app, 'GET', '/api/paths/next', cleo);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ next: null });
    expect((await call(app, 'GET', '/api/paths/next')).statusCode).toBe(401);
  });

  it('starts once, answers the path, and the next item is the first not done of the latest started path', async () => {
    const started = await call(app, 'POST', `/api/courses/${COURSE}/path/start`, ada);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<CoursePathResponse>()).toMatchObject({ started: true, done: 1, total: path.length });
    const again = await call(app, 'POST', `/api/courses/${COURSE}/path/start`, ada);
    expect(again.json<CoursePathResponse>().started).toBe(true);
    const starts = await db.selectFrom('path_starts').selectAll().where('user_id', '=', ada.id).execute();
    expect(starts).toHaveLength(1);
    expect((await pathOf(undefined)).started).toBe(false);

    // Ada learned the first item; the second is the first not done.
    const next = (await call(app, 'GET', '/api/paths/next', ada)).json<NextPathItemResponse>();
    expect(next).toEqual({
      next: {
        course: COURSE,
        courseTitle: COURSES.find((course) => course.slug === COURSE)!.title,
        item: second,
        itemTitle: path[1]!.title,
        state: 'not_started',
        done: 1,
        total: path.length,
      },
    });

    // A path started later is the one the dashboard follows.
    const other = COURSES.find((course) => course.slug !== COURSE)!;
    expect((await call(app, 'POST', `/api/courses/${other.slug}/path/start`, ada)).statusCode).toBe(200);
    const latest = (await call(app, 'GET', '/api/paths/next', ada)).json<NextPathItemResponse>();
    expect(latest.next).toMatchObject({
      course: other.slug,
      item: other.path[0]!.slug,
      state: 'not_started',
    });
  });

  it('start is 404 for an unknown course and 401 signed out', async () => {
    expect((await call(app, 'POST', '/api/courses/no-such-course/path/start', ada)).statusCode).toBe(404);
    expect((await call(app, 'POST', `/api/courses/${COURSE}/path/start`)).statusCode).toBe(401);
  });
});
