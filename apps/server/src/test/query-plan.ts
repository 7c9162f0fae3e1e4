import { CompiledQuery, sql, type Compilable } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/database';

/**
 * The engine's plan for `query`, as text: SQLite's EXPLAIN QUERY PLAN, or PostgreSQL's EXPLAIN after ANALYZE of
 * `table` with sequential and bitmap scans forbidden (on a test-sized table they are cheapest, so the plan would
 * not show which index the query can use in order).
 */
export async function planOf(db: Db, config: Config, table: string, query: Compilable): Promise<string> {
  const compiled = query.compile();
  const explain = (target: Db, prefix: string) =>
    target.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(`${prefix} ${compiled.sql}`, [...compiled.parameters]),
    );
  if (config.database.kind === 'postgres') {
    return db.transaction().execute(async (trx) => {
      await sql`analyze ${sql.table(table)}`.execute(trx);
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      const { rows } = await explain(trx, 'explain');
      return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
    });
  }
  const { rows } = await explain(db, 'explain query plan');
  return rows.map((row) => String(row.detail)).join('\n');
}
