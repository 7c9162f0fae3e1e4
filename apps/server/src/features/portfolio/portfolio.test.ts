import { LIST_CAP } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, call } from '../../test/factories';
import { completedTeachback, reviewedTeachback } from '../../test/learning-loop';

const { app, db } = await buildTestApp();

describe('GET /api/portfolio', () => {
  it('shows the own profile, e-mail, badges with dates, and completed work newest first with totals', async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    const bob = await buildUser(app, { name: 'Bob' });
    const titles = ['First', 'Second', 'Third'];
    // Bob teaches each of Ada's challenges back; Ada's rating completes it.
    for (const title of titles) await reviewedTeachback(app, db, ada, bob, { title });
    await buildChallenge(app, ada, { title: 'Still open' });
    const { teachbackId } = await completedTeachback(app, db, bob, ada, { title: 'Taught' });

    const response = await call(app, 'GET', '/api/portfolio', ada);
    expect(response.statusCode).toBe(200);
    const { portfolio } = response.json();
    expect(portfolio.profile).toMatchObject({ id: ada.id, displayName: 'Ada', xp: 3 * 25 + 15, streak: 1 });
    expect(portfolio.email).toBe(ada.email);
    expect(portfolio.badges).toEqual([
      { id: 'first_challenge', earnedAt: expect.any(Number) },
      { id: 'first_teachback', earnedAt: expect.any(Number) },
    ]);
    expect(portfolio.badges[0].earnedAt).toBeLessThanOrEqual(portfolio.badges[1].earnedAt);
    expect(portfolio.verifiedSkills).toEqual([]);
    expect(portfolio.completedChallenges.total).toBe(3);
    expect(portfolio.completedChallenges.items.map((c: { title: string }) => c.title)).toEqual(
      [...titles].reverse(),
    );
    expect(portfolio.completedTeachbacks).toEqual({
      total: 1,
      items: [
        // Named by its challenge's title, as the portfolio page shows it.
        expect.objectContaining({ id: teachbackId, title: 'Taught', status: 'completed', requester: 'Bob' }),
      ],
    });
    // Bob's portfolio is his own.
    const theirs = (await call(app, 'GET', '/api/portfolio', bob)).json().portfolio;
    expect(theirs).toMatchObject({ email: bob.email, completedChallenges: { total: 0, items: [] } });
  });

  it(`lists at most ${LIST_CAP} completed challenges and counts them all`, async () => {
    const cy = await buildUser(app);
    const { challenge } = await buildChallenge(app, cy);
    const rows = await db
      .selectFrom('challenges')
      .selectAll()
      .where('id', '=', challenge.id)
      .executeTakeFirstOrThrow();
    const copies = Array.from({ length: LIST_CAP + 1 }, (_, i) => ({
      ...rows,
      id: `${challenge.id}-${i}`,
      status: 'completed' as const,
      updated_at: rows.updated_at + i,
    }));
    await db.insertInto('challenges').values(copies).execute();
    const { completedChallenges } = (await call(app, 'GET', '/api/portfolio', cy)).json().portfolio;
    expect(completedChallenges.total).toBe(LIST_CAP + 1);
    expect(completedChallenges.items).toHaveLength(LIST_CAP);
    expect(completedChallenges.items[0].id).toBe(`${challenge.id}-${LIST_CAP}`);
  });

  it('asks for a session', async () => {
    expect((await call(app, 'GET', '/api/portfolio')).statusCode).toBe(401);
  });
});
