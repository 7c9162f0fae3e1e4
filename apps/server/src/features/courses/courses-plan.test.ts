import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser } from '../../test/factories';
import { openOnTopicQuery } from './courses.repo';

const { app, db, config } = await buildTestApp();
const ada = await buildUser(app);
for (let i = 0; i < 30; i++) {
  await buildChallenge(app, ada, { title: `Challenge ${i}`, topic: i % 3 ? 'Python' : 'Loops' });
}

/** The engine's plan for one topic's page of a course's open challenges, as text. */
async function planOf(withCursor: boolean): Promise<string> {
  const after = withCursor ? { createdAt: Date.now(), id: 'm' } : null;
  const compiled = openOnTopicQuery(db, 'Python', { after, limit: 21 }).compile();
  const explain = (target: Db, prefix: string) =>
    target.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(`${prefix} ${compiled.sql}`, [...compiled.parameters]),
    );
  if (config.database.kind === 'postgres') {
    // On a table this small a full or bitmap scan is cheapest: forbid both to see which index the query can use.
    return db.transaction().execute(async (trx) => {
      await sql`analyze challenges`.execute(trx);
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      const { rows } = await explain(trx, 'explain');
      return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
    });
  }
  const { rows } = await explain(db, 'explain query plan');
  return rows.map((row) => String(row.detail)).join('\n');
}

describe('a course page’s query plan', () => {
  it('reads one topic’s open challenges from the (status, topic, created_at) index in order', async () => {
    for (const withCursor of [false, true]) {
      const plan = await planOf(withCursor);
      expect(plan, plan).toContain('challenges_status_topic_created');
      // No sort step: the rows come out of the index already newest first.
      expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
    }
  });
});
