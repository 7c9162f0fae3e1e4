import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser } from '../../test/factories';
import { activityPageQuery, insertActivity, type ActivityFilter } from './activity.repo';

const { app, db, config } = await buildTestApp();
const ada = await buildUser(app);
for (let i = 0; i < 50; i++) {
  await insertActivity(db, {
    userId: ada.id,
    text: `entry ${i}`,
    type: i % 2 ? 'challenge' : 'info',
    createdAt: 1_000 + (i % 7),
    link: null,
  });
}

/** The engine's plan for one page of the timeline, as text. */
async function planOf(filter: ActivityFilter, withCursor: boolean): Promise<string> {
  const after = withCursor ? { createdAt: 1_003, id: 'm' } : null;
  const compiled = activityPageQuery(db, ada.id, filter, { after, limit: 21 }).compile();
  const explain = (target: Db, prefix: string) =>
    target.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(`${prefix} ${compiled.sql}`, [...compiled.parameters]),
    );
  if (config.database.kind === 'postgres') {
    // On a table this small a full or bitmap scan is cheapest: forbid both to see which index the query can use.
    return db.transaction().execute(async (trx) => {
      await sql`analyze activity`.execute(trx);
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      const { rows } = await explain(trx, 'explain');
      return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
    });
  }
  const { rows } = await explain(db, 'explain query plan');
  return rows.map((row) => String(row.detail)).join('\n');
}

describe('the timeline’s query plan', () => {
  it.each([
    ['all types', {}, 'activity_user_created_id'],
    ['one type', { type: 'challenge' }, 'activity_user_type_created_id'],
    ['a search', { q: 'entry', linkKinds: ['challenge'] }, 'activity_user_created_id'],
  ] as const)('reads %s from its index in order, with and without a cursor', async (_name, filter, index) => {
    for (const withCursor of [false, true]) {
      const plan = await planOf(filter, withCursor);
      expect(plan, plan).toContain(index);
      // No sort step: the rows come out of the index already newest first.
      expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
    }
  });
});
