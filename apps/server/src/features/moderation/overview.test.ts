import { describe, expect, it } from 'vitest';
import { grantModeratorByEmail } from '../../db/moderators';
import { buildAppWith, buildUser, call, TEST_PASSWORD } from '../../test/factories';
import { completedTeachback, review } from '../../test/learning-loop';

// Wednesday 4 March 2026: the current week started Monday 2 March (UTC).
let clock = Date.parse('2026-02-18T10:00:00Z');
const { app, db } = await buildAppWith({ now: () => clock });
const COMMENT = 'Clear steps, and the example made it click.';

async function insertReport(id: string, status: 'open' | 'dismissed', reporterId: string, subjectId: string) {
  await db
    .insertInto('reports')
    .values({
      id,
      reporter_id: reporterId,
      item_kind: 'profile',
      item_id: subjectId,
      subject_id: subjectId,
      reason: 'spam',
      note: null,
      status,
      outcome: null,
      created_at: clock,
      resolved_at: null,
      resolved_by: null,
    })
    .execute();
}

describe('GET /api/moderation/overview', { timeout: 60_000 }, () => {
  it('counts accounts, weekly active users, teach-backs and reviews per week, and open reports', async () => {
    const moderator = await buildUser(app, { name: 'Mo' });
    await grantModeratorByEmail(db, moderator.email, clock);
    const [ada, bob, owner1, owner2, leaver] = [
      await buildUser(app, { name: 'Ada' }),
      await buildUser(app, { name: 'Bob' }),
      await buildUser(app, { name: 'Owner One' }),
      await buildUser(app, { name: 'Owner Two' }),
      await buildUser(app, { name: 'Leaver' }),
    ];
    // Two weeks before this one (16–22 Feb): Ada teaches back, Owner One reviews it the next day.
    const early = await completedTeachback(app, db, owner1, ada, { title: 'Heaps' });
    clock = Date.parse('2026-02-19T10:00:00Z');
    expect((await review(app, owner1, early.feedbackId, { rating: 5, comment: COMMENT })).statusCode).toBe(
      200,
    );
    // This week: Bob teaches back on Tuesday, Owner Two reviews it on Wednesday.
    clock = Date.parse('2026-03-03T10:00:00Z');
    const late = await completedTeachback(app, db, owner2, bob, { title: 'Tries' });
    clock = Date.parse('2026-03-04T12:00:00Z');
    expect((await review(app, owner2, late.feedbackId, { rating: 4, comment: COMMENT })).statusCode).toBe(
      200,
    );
    await insertReport('r1', 'open', ada.id, bob.id);
    await insertReport('r2', 'open', bob.id, ada.id);
    await insertReport('r3', 'dismissed', owner1.id, ada.id);
    // An account deleted: no longer counted.
    const left = await call(app, 'POST', '/api/account/delete', leaver, { password: TEST_PASSWORD });
    expect(left.statusCode).toBe(204);

    const response = await call(app, 'GET', '/api/moderation/overview', moderator);
    expect(response.statusCode).toBe(200);
    const week = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
    expect(response.json()).toEqual({
      // The moderator, Ada, Bob and the two owners.
      totalUsers: 5,
      // With an XP entry in the last 7 days: Bob (his teach-back, the review he received), Owner Two (review given).
      weeklyActiveUsers: 2,
      openReports: 2,
      weeks: [
        { weekStart: week('2026-01-12'), teachbacksCompleted: 0, reviewsGiven: 0 },
        { weekStart: week('2026-01-19'), teachbacksCompleted: 0, reviewsGiven: 0 },
        { weekStart: week('2026-01-26'), teachbacksCompleted: 0, reviewsGiven: 0 },
        { weekStart: week('2026-02-02'), teachbacksCompleted: 0, reviewsGiven: 0 },
        { weekStart: week('2026-02-09'), teachbacksCompleted: 0, reviewsGiven: 0 },
        { weekStart: week('2026-02-16'), teachbacksCompleted: 1, reviewsGiven: 1 },
        { weekStart: week('2026-02-23'), teachbacksCompleted: 0, reviewsGiven: 0 },
        { weekStart: week('2026-03-02'), teachbacksCompleted: 1, reviewsGiven: 1 },
      ],
    });
    // Anyone else: the route does not exist.
    expect((await call(app, 'GET', '/api/moderation/overview', ada)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/moderation/overview')).statusCode).toBe(404);
  });
});
