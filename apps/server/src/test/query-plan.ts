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

/** The engine's plan for a recorded statement, run with its recorded parameters, one plan line per row. */
export async function planOfStatement(
  db: Db,
  engine: Config['database']['kind'],
  statement: { sql: string; parameters: readonly unknown[] },
): Promise<string> {
  const prefix = engine === 'postgres' ? 'explain' : 'explain query plan';
  const { rows } = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`${prefix} ${statement.sql}`, [...statement.parameters]),
  );
  return rows.map((row) => String(engine === 'postgres' ? row['QUERY PLAN'] : row.detail)).join('\n');
}

/**
 * The tables a plan reads in full: SQLite's `SCAN t` without an index (`SCAN t USING [COVERING] INDEX i` walks
 * an index in order, which a LIMIT stops early), PostgreSQL's `Seq Scan on t`. SQLite names a table by its
 * alias when the statement gives one, so aliases are mapped back through the statement's `from|join table
 * [as] alias` (a keyword caught as an alias, as in `from t where`, maps nothing a plan names). An FTS5 table
 * scanned with a MATCH constraint (`VIRTUAL TABLE INDEX n:M…`) reads its full-text index, not every row.
 */
export function fullScansIn(
  plan: string,
  engine: Config['database']['kind'],
  statementSql: string,
): string[] {
  const aliases = new Map<string, string>();
  const named = /\b(?:from|join)\s+"?(\w+)"?\s+(?:as\s+)?"?(\w+)"?/gi;
  for (const [, table, alias] of statementSql.matchAll(named)) aliases.set(alias!, table!);
  const pattern =
    engine === 'postgres'
      ? /Seq Scan on "?(\w+)"?/g
      : /\bSCAN "?(\w+)\b(?!"? USING (?:COVERING )?INDEX)(?! VIRTUAL TABLE INDEX \d+:\S*M)/g;
  const tables = [...plan.matchAll(pattern)].map(([, name]) => aliases.get(name!) ?? name!);
  return [...new Set(tables)];
}
