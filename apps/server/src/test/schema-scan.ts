import { sql } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/database';

/*
 * The schema and every value in it, read the same way on both engines: for tests that hold the whole database
 * to a rule (features/account/delete-account.complete.test.ts). Small test databases only: it reads every row.
 */

export type Row = Record<string, unknown>;

export interface Column {
  table: string;
  column: string;
}

/** Every foreign key of the schema, as (table, column) → the table it references. */
export async function foreignKeys(
  db: Db,
  engine: Config['database']['kind'],
): Promise<(Column & { references: string })[]> {
  if (engine === 'sqlite') {
    const { rows } = await sql<Column & { references: string }>`
      select m.name as "table", f."from" as "column", f."table" as "references"
      from sqlite_master m join pragma_foreign_key_list(m.name) f
      where m.type = 'table'`.execute(db);
    return rows;
  }
  const { rows } = await sql<Column & { references: string }>`
    select cl.relname as "table", att.attname as "column", ref.relname as "references"
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_class ref on ref.oid = con.confrelid
    join pg_namespace ns on ns.oid = cl.relnamespace
    cross join lateral unnest(con.conkey) as k(attnum)
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = k.attnum
    where con.contype = 'f' and ns.nspname = current_schema()`.execute(db);
  return rows;
}

/** Every `table.column` whose values carry `text`, each with the values. */
export async function placesHolding(db: Db, text: string): Promise<Map<string, string[]>> {
  const places = new Map<string, string[]>();
  for (const table of await db.introspection.getTables()) {
    const { rows } = await sql<Row>`select * from ${sql.table(table.name)}`.execute(db);
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        const shown = typeof value === 'string' ? value : JSON.stringify(value ?? null);
        if (!shown.includes(text)) continue;
        const where = `${table.name}.${column}`;
        places.set(where, [...(places.get(where) ?? []), shown]);
      }
    }
  }
  return places;
}
