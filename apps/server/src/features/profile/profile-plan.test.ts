import { DAY_MS, localDay } from '@teachloop/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/create-db';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser } from '../../test/factories';
import { fullScansIn, planOfStatement } from '../../test/query-plan';
import { findProfile } from './profile.repo';

const { app, db, config } = await buildTestApp();
const engine = config.database.kind;
const NOW = Date.parse('2026-06-01T09:00:00Z');

// Months of counted actions for a few people, so that the index has many days per user to pass over.
const people = [await buildUser(app), await buildUser(app), await buildUser(app)];
const rows = people.flatMap((person) =>
  Array.from({ length: 120 }, (_, i) => ({
    user_id: person.id,
    source: `review:plan-${i}`,
    action: 'review' as const,
    day: localDay(NOW - (i % 60) * DAY_MS, 'UTC'),
    created_at: NOW - (i % 60) * DAY_MS,
  })),
);
await db.insertInto('daily_actions').values(rows).execute();

/** The statement the profile read issues, as the driver ran it, with its parameters. */
async function profileStatement(): Promise<{ sql: string; parameters: readonly unknown[] }> {
  const logged: { sql: string; parameters: readonly unknown[] }[] = [];
  // The profile is a hot read compiled once (db/compiled-once.ts): its SQL is taken from the driver's log.
  const logging = createDb(config.database, {
    log: (event) => {
      if (event.level === 'query') logged.push(event.query);
    },
  });
  try {
    await findProfile(logging, people[0]!.id, NOW);
  } finally {
    await logging.destroy();
  }
  expect(logged).toHaveLength(1);
  return logged[0]!;
}

describe('the profile read’s plan', () => {
  it('counts the daily goal’s actions of each day around now on daily_actions_user_day, in the same statement', async () => {
    const statement = await profileStatement();
    // PostgreSQL with sequential and bitmap scans off, as test/query-plan.ts planOf does: on a test-sized table
    // they are cheapest, which would not show the index the count can use.
    const plan =
      engine === 'postgres'
        ? await db.transaction().execute(async (trx) => {
            await sql`analyze daily_actions`.execute(trx);
            await sql`set local enable_seqscan = off`.execute(trx);
            await sql`set local enable_bitmapscan = off`.execute(trx);
            return planOfStatement(trx, engine, statement);
          })
        : await planOfStatement(db, engine, statement);
    expect(plan.match(/daily_actions_user_day/g)?.length, plan).toBe(3);
    expect(fullScansIn(plan, engine, statement.sql), plan).toEqual([]);
  });
});
