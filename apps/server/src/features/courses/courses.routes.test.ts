import { COURSE_LIMITS, COURSE_MESSAGES, type CourseChallengesResponse } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import {
  buildAppWith,
  buildChallenge,
  buildUser,
  call,
  learningRows,
  type TestUser,
} from '../../test/factories';

let clock = Date.parse('2026-03-11T12:00:00Z');
const { app, db } = await buildAppWith({ now: () => (clock += 1000) });
const owner = await buildUser(app, { name: 'Owner' });
const viewer = await buildUser(app, { name: 'Viewer' });

async function page(user: TestUser | undefined, slug: string, cursor?: string) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return call(app, 'GET', `/api/courses/${slug}/challenges${query}`, user);
}

async function ok(slug: string, cursor?: string): Promise<CourseChallengesResponse> {
  const response = await page(viewer, slug, cursor);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CourseChallengesResponse>();
}

describe('GET /api/courses/:slug/challenges', () => {
  it('lists open challenges on the course topics, newest first, with no names or descriptions', async () => {
    const loops = await buildChallenge(app, owner, {
      title: 'Explain for loops',
      topic: 'Loops',
      level: 'Beginner',
    });
    const python = await buildChallenge(app, owner, {
      title: 'What is a list?',
      topic: 'Python',
      level: 'Intermediate',
      description: 'Private notes',
    });
    await buildChallenge(app, owner, { title: 'Off topic', topic: 'Cooking' });
    // Completing takes a challenge out of the open list.
    const done = await buildChallenge(app, owner, { title: 'Done already', topic: 'Python' });
    const completed = await call(app, 'POST', `/api/challenges/${done.challenge.id}/complete`, owner);
    expect(completed.statusCode, completed.body).toBe(200);

    const body = await ok('intro-to-python');
    expect(body).toEqual({
      challenges: [
        {
          id: python.challenge.id,
          title: 'What is a list?',
          topic: 'Python',
          level: 'Intermediate',
          createdAt: expect.any(Number),
        },
        {
          id: loops.challenge.id,
          title: 'Explain for loops',
          topic: 'Loops',
          level: 'Beginner',
          createdAt: expect.any(Number),
        },
      ],
      nextCursor: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/Owner|Private notes|author|owner/i);
    expect((await ok('algebra-foundations')).challenges).toEqual([]);
  });

  it('pages with a cursor across topics without repeating or skipping a challenge', async () => {
    const made: string[] = [];
    for (let i = 0; i < COURSE_LIMITS.pageSize + 3; i += 1) {
      const topic = i % 2 === 0 ? 'Trees' : 'Arrays';
      made.push((await buildChallenge(app, owner, { title: `DS ${i}`, topic })).challenge.id);
    }
    const first = await ok('data-structures-in-practice');
    expect(first.challenges).toHaveLength(COURSE_LIMITS.pageSize);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await ok('data-structures-in-practice', first.nextCursor!);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.challenges, ...second.challenges].map((challenge) => challenge.id);
    expect(seen).toEqual([...made].reverse());
  });

  it('answers 404 in the one error shape for an unknown course', async () => {
    const response = await page(viewer, 'no-such-course');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: COURSE_MESSAGES.notFound } });
  });

  it('refuses a cursor that is not one of ours with a 400', async () => {
    const response = await page(viewer, 'intro-to-python', 'not-a-cursor');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_argument', message: COURSE_MESSAGES.cursorInvalid },
    });
    const tooLong = await page(viewer, 'intro-to-python', 'x'.repeat(COURSE_LIMITS.cursor + 1));
    expect(tooLong.statusCode).toBe(400);
  });

  it('is for signed-in users only and writes nothing', async () => {
    const before = await learningRows(db);
    const response = await page(undefined, 'intro-to-python');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toEqual(expect.any(String));
    expect(await learningRows(db)).toEqual(before);
  });
});
