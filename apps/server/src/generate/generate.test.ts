import type { Challenge } from '@teachloop/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp } from '../test/build-test-app';
import { generateData, generatedEmail, GENERATED_PASSWORD } from './generate';

const NOW = Date.parse('2026-03-18T12:00:00Z');

describe('npm run db:generate', () => {
  it('writes users who can sign in and see their own challenges, with profile totals that match the rows', async () => {
    const { app, db, config } = await buildTestApp();
    const summary = await generateData(db, { users: 50, challenges: 200, seed: 7, now: NOW });
    expect(summary.rows).toMatchObject({
      user: 50,
      account: 50,
      profiles: 50,
      challenges: 200,
      teachbacks: 200,
    });

    if (config.database.kind === 'sqlite') {
      // The bulk-load settings are undone: the app's connection keeps its WAL journal and foreign keys.
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0] as unknown;
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
    }

    const statuses = await db.selectFrom('challenges').select('status').distinct().execute();
    expect(statuses.map((row) => row.status).sort()).toEqual([
      'accepted',
      'completed',
      'in_progress',
      'open',
    ]);

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: generatedEmail(0), password: GENERATED_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = [signIn.headers['set-cookie'] ?? []].flat()[0]!.split(';')[0]!;
    const me = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', generatedEmail(0))
      .executeTakeFirstOrThrow();
    const owned = await db.selectFrom('challenges').select('id').where('owner_id', '=', me.id).execute();
    expect(owned.length).toBeGreaterThan(0);

    const listed = await app.inject({ url: '/api/challenges', headers: { cookie } });
    expect(listed.statusCode).toBe(200);
    const challenges = listed.json<{ challenges: Challenge[] }>().challenges;
    expect(challenges.map((challenge) => challenge.id).sort()).toEqual(owned.map((row) => row.id).sort());

    const profile = await app.inject({ url: '/api/profile', headers: { cookie } });
    const ledger = await db.selectFrom('xp_ledger').select('amount').where('user_id', '=', me.id).execute();
    const ledgerXp = ledger.reduce((sum, row) => sum + Number(row.amount), 0);
    expect(profile.json<{ profile: { xp: number } }>().profile.xp).toBe(ledgerXp);

    const loads = await db
      .selectFrom('profiles')
      .leftJoin('teachbacks', (join) =>
        join.onRef('teachbacks.assignee_id', '=', 'profiles.id').on('teachbacks.status', '!=', 'completed'),
      )
      .select((eb) => [
        'profiles.id',
        'profiles.open_teachbacks',
        eb.fn.count<number>('teachbacks.id').as('open'),
      ])
      .groupBy(['profiles.id', 'profiles.open_teachbacks'])
      .execute();
    expect(loads).toHaveLength(50);
    for (const load of loads) expect(Number(load.open_teachbacks), load.id).toBe(Number(load.open));
    expect(loads.some((load) => Number(load.open) > 0)).toBe(true);
  }, 30_000);

  it('gives the same rows for the same seed', async () => {
    const first = await buildTestApp();
    const second = await buildTestApp();
    for (const { db } of [first, second])
      await generateData(db, { users: 5, challenges: 20, seed: 3, now: NOW });
    const titles = await Promise.all(
      [first, second].map(({ db }) =>
        db.selectFrom('challenges').select(['id', 'title', 'status']).orderBy('id').execute(),
      ),
    );
    expect(titles[1]).toEqual(titles[0]);
    await expect(generateData(first.db, { users: 5, challenges: 1, now: NOW })).rejects.toThrow('already');
  }, 30_000);
});
