import { COURSE_LIMITS, COURSE_MESSAGES, type OpenChallengesResponse } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildAppWith, buildChallenge, buildUser, call, type TestUser } from '../../test/factories';

let clock = Date.parse('2026-03-11T12:00:00Z');
const { app } = await buildAppWith({ now: () => (clock += 1000) });
const owner = await buildUser(app, { name: 'Owner' });
const viewer = await buildUser(app, { name: 'Viewer' });

async function page(user: TestUser | undefined, slug: string, cursor?: string) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return call(app, 'GET', `/api/courses/${slug}/challenges${query}`, user);
}

async function ok(slug: string, cursor?: string, user: TestUser | undefined = viewer) {
  const response = await page(user, slug, cursor);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OpenChallengesResponse>();
}

/**
 * A challenge by the owner that waits for a teacher: its teach-back goes to the viewer (the only peer), who
 * declines it, so it opens to teach.
 */
async function openChallenge(fields: Parameters<typeof buildChallenge>[2]) {
  const made = await buildChallenge(app, owner, fields);
  const declined = await call(app, 'POST', `/api/teachbacks/${made.teachback!.id}/decline`, viewer, {});
  expect(declined.json(), declined.body).toEqual({ outcome: 'open_to_teach' });
  return made.challenge;
}

describe('GET /api/courses/:slug/challenges', () => {
  it('lists the challenges open to teach on the course topics, newest first, without private notes', async () => {
    const loops = await openChallenge({ title: 'Explain for loops', topic: 'Loops', level: 'Beginner' });
    const python = await openChallenge({
      title: 'What is a list?',
      topic: 'Python',
      level: 'Intermediate',
      description: 'Private notes',
    });
    await openChallenge({ title: 'Off topic', topic: 'Cooking' });
    // A challenge someone is teaching is not open.
    await buildChallenge(app, owner, { title: 'Being taught', topic: 'Python' });

    const body = await ok('intro-to-python');
    const listed = (challenge: typeof loops) => ({
      id: challenge.id,
      title: challenge.title,
      topic: challenge.topic,
      level: challenge.level,
      points: challenge.points,
      createdAt: challenge.createdAt,
      dueTs: challenge.dueTs,
      author: 'Owner',
      own: false,
    });
    expect(body).toEqual({ challenges: [listed(python), listed(loops)], nextCursor: null });
    expect(JSON.stringify(body)).not.toMatch(/Private notes|ownerId|email/i);
    expect((await ok('algebra-foundations')).challenges).toEqual([]);
    // The owner sees theirs marked, so no Accept is offered; a visitor sees the same list.
    expect((await ok('intro-to-python', undefined, owner)).challenges.map((c) => c.own)).toEqual([
      true,
      true,
    ]);
    expect((await ok('intro-to-python', undefined, undefined)).challenges).toEqual(body.challenges);
  });

  it('pages with a cursor across topics without repeating or skipping a challenge', async () => {
    const made: string[] = [];
    for (let i = 0; i < COURSE_LIMITS.pageSize + 3; i += 1) {
      const topic = i % 2 === 0 ? 'Trees' : 'Arrays';
      made.push((await openChallenge({ title: `DS ${i}`, topic })).id);
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
});
