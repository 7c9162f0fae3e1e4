import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../db/database';
import { isPostgres } from '../db/engine';

/** A row to insert: column name to value, every row of one call with the same columns in the same order. */
export type Row = Record<string, string | number | boolean | null>;

/** Below SQLite's 32,766 bound variables per statement and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000;

const quote = (name: string) => `"${name}"`;

/**
 * Inserts rows with as few multi-row INSERT statements as the parameter bound allows. Plain SQL rather than
 * the query builder: building a 2,000-row statement object for each of a million rows' worth of batches costs
 * more than the insert itself.
 */
export async function insertRows(db: Db, table: string, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const postgres = isPostgres(db);
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    const parameters: unknown[] = [];
    const tuples = batch.map((row) => {
      const marks = columns.map((column) => {
        parameters.push(row[column]);
        return postgres ? `$${parameters.length}` : '?';
      });
      return `(${marks.join(',')})`;
    });
    const text = `insert into ${quote(table)} (${columns.map(quote).join(',')}) values ${tuples.join(',')}`;
    await db.executeQuery(CompiledQuery.raw(text, parameters));
  }
}

const BULK_SETTINGS = {
  journal_mode: 'off',
  synchronous: 'off',
  foreign_keys: 'off',
  cache_size: '-2097152',
} as const;

/**
 * SQLite only, for the load: no rollback journal and no fsync (a crash mid-load leaves a dataset to generate
 * again, nothing of value), no foreign-key lookups (the generator writes parents before children by
 * construction), and a 2 GiB page cache for the indexes' hot pages: rows arrive in random id order, so every
 * index is written all over. About twice as fast as the connection's own settings, which the returned function
 * puts back.
 */
export async function prepareBulkLoad(db: Db): Promise<() => Promise<void>> {
  if (isPostgres(db)) return async () => {};
  const before: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(BULK_SETTINGS)) {
    const { rows } = await sql<Record<string, unknown>>`pragma ${sql.raw(name)}`.execute(db);
    before[name] = Object.values(rows[0] ?? {})[0];
    await sql`pragma ${sql.raw(name)} = ${sql.raw(value)}`.execute(db);
  }
  return async () => {
    for (const name of Object.keys(BULK_SETTINGS).reverse()) {
      await sql`pragma ${sql.raw(name)} = ${sql.raw(String(before[name]))}`.execute(db);
    }
  };
}

/**
 * Drops the secondary indexes for the load and returns the function that builds them again. Rows arrive in
 * random id order, so an index kept during the load is rewritten all over with every batch, and once the
 * indexes outgrow the page cache each batch costs more than the last. Built once afterwards, each index is
 * one sort. Indexes behind a primary key or a unique constraint stay (SQLite cannot drop them, and they keep
 * the load honest). Should the process die before the rebuild, starting the server does not bring them back:
 * generate into a fresh database again.
 */
export async function suspendSecondaryIndexes(db: Db): Promise<() => Promise<void>> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string; definition: string }>`select i.indexname as name, i.indexdef as definition
        from pg_indexes i where i.schemaname = current_schema()
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(db)
    : await sql<{ name: string; definition: string }>`select name, sql as definition from sqlite_master
        where type = 'index' and sql is not null`.execute(db);
  for (const index of rows) await sql`drop index ${sql.id(index.name)}`.execute(db);
  return async () => {
    for (const index of rows) await sql.raw(index.definition).execute(db);
  };
}

/** Fresh planner statistics, so the first queries on the new rows plan as they would in production. */
export async function analyze(db: Db): Promise<void> {
  if (!isPostgres(db)) await sql`pragma analysis_limit = 1000`.execute(db);
  await sql`analyze`.execute(db);
}

export async function userExists(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}
