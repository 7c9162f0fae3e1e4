import { DAILY_GOAL_TEXTS, DAY_MS, type DailyGoal, type RealtimeEvent } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, EXPLANATION, handedTeachback, review } from '../../test/learning-loop';
import { reviewOpen, taughtUnasked } from '../../test/unasked-loop';
import { COURSES_USER_ID } from '../paths/courses-user';
import { createInProcessEventBus } from '../realtime/event-bus';

// A clock the tests set; each reading moves it a millisecond on, so every write has its own instant.
let clock = Date.parse('2026-06-01T09:00:00Z');
const bus = createInProcessEventBus();
const { app, db } = await buildAppWith({ now: () => clock++, events: bus });

const COURSE = 'intro-to-python';
const TOPIC = 'Dynamic programming';
/** Rated, with a comment too short to pay the reviewer: the only profile event of the review is the goal's. */
const RATED = { rating: 4 };

/** The daily goal as GET /api/profile answers it to `user`. */
async function goalOf(user: TestUser): Promise<DailyGoal> {
  const response = await call(app, 'GET', '/api/profile', user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ profile: { dailyGoal: DailyGoal } }>().profile.dailyGoal;
}
const doneOf = async (user: TestUser) => (await goalOf(user)).done;

/** The events a user hears while `act` runs. */
async function heardBy(userId: string, act: () => Promise<unknown>): Promise<RealtimeEvent[]> {
  const heard: RealtimeEvent[] = [];
  const stop = bus.subscribe(userId, (message) => heard.push(message.event));
  try {
    await act();
  } finally {
    stop();
  }
  return heard;
}
const profileEvent = (user: TestUser): RealtimeEvent => ({ type: 'profile', ids: [user.id] });

/** A peer with TOPIC verified as the app verifies it: two other peers rated their teach-backs 4 stars. */
async function verifiedPeer(name: string): Promise<TestUser> {
  const peer = await buildUser(app, { name });
  for (const owner of [await buildUser(app), await buildUser(app)]) {
    const loop = await completedTeachback(app, db, owner, peer, {
      title: `${name} on ${TOPIC}`,
      topic: TOPIC,
    });
    expect((await review(app, owner, loop.feedbackId, RATED)).statusCode).toBe(200);
  }
  return peer;
}

const putGoal = (user: TestUser | undefined, body: unknown) =>
  call(app, 'PUT', '/api/daily-goal', user, body);

// Each test signs up several people and walks the loop through the API: seconds when the machine is busy.
describe('the daily goal', { timeout: 60_000 }, () => {
  it('starts at 1 action a day with nothing done', async () => {
    expect(await goalOf(await buildUser(app))).toEqual({ target: 1, done: 0 });
  });

  describe('counts each action that makes a day, for the one who did it', () => {
    it('completing a teach-back a peer asked for: the assignee, not the requester', async () => {
      const [owner, learner] = [await buildUser(app), await buildUser(app)];
      const heard = await heardBy(learner.id, () => completedTeachback(app, db, owner, learner));
      expect(heard).toContainEqual(profileEvent(learner));
      expect(await doneOf(learner)).toBe(1);
      expect(await doneOf(owner)).toBe(0);
    });

    it('completing an explanation nobody asked for: its author, and never the courses account', async () => {
      const author = await buildUser(app);
      let taught!: Awaited<ReturnType<typeof taughtUnasked>>;
      // No XP is paid at this completion: the profile event the author hears is the goal's own.
      const heard = await heardBy(author.id, async () => {
        taught = await taughtUnasked(app, db, author, COURSE, 'variables');
      });
      expect(heard).toContainEqual(profileEvent(author));
      expect(await doneOf(author)).toBe(1);
      const rows = await db
        .selectFrom('daily_actions')
        .selectAll()
        .where('user_id', '=', author.id)
        .execute();
      expect(rows).toEqual([
        expect.objectContaining({
          source: `teachback:${taught.teachbackId}`,
          action: 'unasked',
          day: '2026-06-01',
        }),
      ]);
      const courses = db.selectFrom('daily_actions').select('source').where('user_id', '=', COURSES_USER_ID);
      expect(await courses.execute()).toEqual([]);
    });

    it('the requester’s rated review of the teach-back: the reviewer, not the learner', async () => {
      const [owner, learner] = [await buildUser(app), await buildUser(app)];
      const loop = await completedTeachback(app, db, owner, learner);
      const heard = await heardBy(owner.id, () => review(app, owner, loop.feedbackId, RATED));
      expect(heard).toContainEqual(profileEvent(owner));
      expect(await doneOf(owner)).toBe(1);
      expect(await doneOf(learner)).toBe(1);
    });

    it('a community review of a review missing for 7 days: the community reviewer', async () => {
      const vera = await verifiedPeer('Vera');
      const [owner, learner] = [await buildUser(app), await buildUser(app)];
      const loop = await completedTeachback(app, db, owner, learner, { title: 'Knapsack', topic: TOPIC });
      clock += 7 * DAY_MS;
      expect(await doneOf(vera)).toBe(0);
      const submitted = await call(
        app,
        'PUT',
        `/api/feedback/community/${loop.feedbackId}/review`,
        vera,
        RATED,
      );
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(await doneOf(vera)).toBe(1);
      expect(await doneOf(owner)).toBe(0);
    });

    it('a review from Open for review: the reviewer, not the explanation’s author', async () => {
      const [author, reviewer] = [await buildUser(app), await buildUser(app)];
      const taught = await taughtUnasked(app, db, author, COURSE, 'for-loops');
      const heard = await heardBy(reviewer.id, () => reviewOpen(app, reviewer, taught.feedbackId, RATED));
      expect(heard).toContainEqual(profileEvent(reviewer));
      expect(await doneOf(reviewer)).toBe(1);
      expect(await doneOf(author)).toBe(1);
    });

    it('every action of the day adds up, past the target', async () => {
      const [ada, ben, cy] = [await buildUser(app), await buildUser(app), await buildUser(app)];
      await completedTeachback(app, db, ben, ada, { title: 'Heaps' });
      await completedTeachback(app, db, cy, ada, { title: 'Tries' });
      await taughtUnasked(app, db, ada, COURSE, 'data-types');
      const theirs = await completedTeachback(app, db, ada, ben, { title: 'Graphs' });
      expect((await review(app, ada, theirs.feedbackId, RATED)).statusCode).toBe(200);
      expect(await goalOf(ada)).toEqual({ target: 1, done: 4 });
    });
  });

  describe('counts nothing for what is not a new action', () => {
    it('a review without a rating is refused (400) and counts nothing', async () => {
      const [owner, learner] = [await buildUser(app), await buildUser(app)];
      const loop = await completedTeachback(app, db, owner, learner);
      for (const body of [{ rating: 0 }, { comment: 'Skipped the stars on purpose, just a note.' }]) {
        expect((await review(app, owner, loop.feedbackId, body)).statusCode).toBe(400);
      }
      expect(await doneOf(owner)).toBe(0);
    });

    it('a revised review counts once, and says nothing new to the reviewer’s header', async () => {
      const [owner, learner] = [await buildUser(app), await buildUser(app)];
      const loop = await completedTeachback(app, db, owner, learner);
      expect((await review(app, owner, loop.feedbackId, RATED)).statusCode).toBe(200);
      const heard = await heardBy(owner.id, async () => {
        const revised = await review(app, owner, loop.feedbackId, { rating: 5 });
        expect(revised.statusCode, revised.body).toBe(200);
      });
      expect(heard).not.toContainEqual(profileEvent(owner));
      expect(await doneOf(owner)).toBe(1);
    });

    it('a completion retried with the same Idempotency-Key, or completed again, counts once', async () => {
      const [owner, learner] = [await buildUser(app), await buildUser(app)];
      const { teachbackId } = await handedTeachback(app, db, owner, learner);
      const key = { 'idempotency-key': 'complete-once-0001' };
      const url = `/api/teachbacks/${teachbackId}/complete`;
      expect(
        (await call(app, 'PUT', `/api/teachbacks/${teachbackId}/notes`, learner, { notes: EXPLANATION }))
          .statusCode,
      ).toBe(200);
      expect((await call(app, 'POST', url, learner, undefined, key)).statusCode).toBe(200);
      const retried = await call(app, 'POST', url, learner, undefined, key);
      expect(retried.statusCode).toBe(200);
      const again = await call(app, 'POST', url, learner);
      expect(again.statusCode).toBe(409);
      expect(await doneOf(learner)).toBe(1);
    });

    it('a revised explanation counts nothing more', async () => {
      const [owner, learner] = [await buildUser(app), await buildUser(app)];
      const loop = await completedTeachback(app, db, owner, learner);
      expect((await review(app, owner, loop.feedbackId, RATED)).statusCode).toBe(200);
      const revised = await call(app, 'POST', `/api/teachbacks/${loop.teachbackId}/revision`, learner, {
        notes: `${EXPLANATION} Revised with a second example.`,
      });
      expect(revised.statusCode, revised.body).toBe(200);
      expect(await doneOf(learner)).toBe(1);
    });

    it('someone else’s action: a review received, a teach-back of one’s challenge', async () => {
      const [owner, learner, bystander] = [await buildUser(app), await buildUser(app), await buildUser(app)];
      const loop = await completedTeachback(app, db, owner, learner);
      expect(await doneOf(owner)).toBe(0);
      expect((await review(app, owner, loop.feedbackId, RATED)).statusCode).toBe(200);
      expect(await doneOf(learner)).toBe(1);
      expect(await doneOf(bystander)).toBe(0);
    });
  });

  describe('is counted on the student’s own local day', () => {
    /** `owner` rates a fresh teach-back at the instant `at` (a peer taught it back just before). */
    async function rateAt(owner: TestUser, at: string) {
      clock = Date.parse(at);
      const loop = await completedTeachback(app, db, owner, await buildUser(app));
      expect((await review(app, owner, loop.feedbackId, RATED)).statusCode).toBe(200);
    }

    it('in Auckland (ahead of UTC): 23:30 counts for that day, and the next morning starts at 0', async () => {
      const kiri = await buildUser(app, { timeZone: 'Pacific/Auckland' });
      const sam = await buildUser(app, { timeZone: 'UTC' });
      // 23:30 on 1 July in Auckland (NZST, UTC+12) is 11:30 UTC the same day.
      await rateAt(kiri, '2026-07-01T11:30:00Z');
      await rateAt(sam, '2026-07-01T11:30:00Z');
      expect(await doneOf(kiri)).toBe(1);
      // 00:30 on 2 July in Auckland: a new day there, still 1 July for a student in UTC.
      clock = Date.parse('2026-07-01T12:30:00Z');
      expect(await doneOf(kiri)).toBe(0);
      expect(await doneOf(sam)).toBe(1);
      // 08:00 on 2 July in Auckland (20:00 UTC on 1 July): still 0, and an action now counts for 2 July.
      clock = Date.parse('2026-07-01T20:00:00Z');
      expect(await doneOf(kiri)).toBe(0);
      await rateAt(kiri, '2026-07-01T20:00:00Z');
      expect(await doneOf(kiri)).toBe(1);
      expect(await doneOf(sam)).toBe(1);
      const days = db.selectFrom('daily_actions').select('day').where('user_id', '=', kiri.id).orderBy('day');
      expect((await days.execute()).map((row) => row.day)).toEqual(['2026-07-01', '2026-07-02']);
    });

    it('in Honolulu (behind UTC): 23:30 local counts for that day although UTC is a day on', async () => {
      const lani = await buildUser(app, { timeZone: 'Pacific/Honolulu' });
      // 23:30 on 1 July in Honolulu (UTC−10) is 09:30 UTC on 2 July.
      await rateAt(lani, '2026-07-02T09:30:00Z');
      expect(await doneOf(lani)).toBe(1);
      const [row] = await db
        .selectFrom('daily_actions')
        .select('day')
        .where('user_id', '=', lani.id)
        .execute();
      expect(row?.day).toBe('2026-07-01');
      // 00:30 on 2 July in Honolulu: a new day.
      clock = Date.parse('2026-07-02T10:30:00Z');
      expect(await doneOf(lani)).toBe(0);
    });
  });

  describe('PUT /api/daily-goal', () => {
    it('sets the target, answers the profile with it, and tells the user’s other tabs', async () => {
      const [ada, ben] = [await buildUser(app), await buildUser(app)];
      let answer: { statusCode: number; json: () => { profile: { id: string; dailyGoal: DailyGoal } } };
      const heard = await heardBy(ada.id, async () => {
        answer = await putGoal(ada, { target: 3 });
      });
      expect(answer!.statusCode).toBe(200);
      expect(answer!.json().profile).toMatchObject({ id: ada.id, dailyGoal: { target: 3, done: 0 } });
      expect(heard).toContainEqual(profileEvent(ada));
      expect(await goalOf(ada)).toEqual({ target: 3, done: 0 });
      expect(await goalOf(ben)).toEqual({ target: 1, done: 0 });
      expect((await putGoal(ada, { target: 2 })).json().profile.dailyGoal).toEqual({ target: 2, done: 0 });
    });

    it.each([
      [{ target: 0 }],
      [{ target: 4 }],
      [{ target: '2' }],
      [{ target: 1.5 }],
      [{ target: null }],
      [{}],
    ])('refuses %j with a 400 that says what is allowed, and changes nothing', async (body) => {
      const ada = await buildUser(app);
      expect((await putGoal(ada, { target: 2 })).statusCode).toBe(200);
      const refused = await putGoal(ada, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(DAILY_GOAL_TEXTS.targetInvalid);
      expect((await goalOf(ada)).target).toBe(2);
    });

    it('is refused to a signed-out caller', async () => {
      expect((await putGoal(undefined, { target: 2 })).statusCode).toBe(401);
    });
  });
});
