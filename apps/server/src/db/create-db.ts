import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './database';

const PG_INT8 = 20;

/**
 * Opens the database the configuration names. SQLite runs in WAL mode with foreign keys enforced; PostgreSQL
 * returns 64-bit integers (our epoch-millisecond timestamps) as numbers instead of strings.
 */
export function createDb(database: Config['database']): Kysely<Database> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      types: {
        getTypeParser: (oid: number, format?: 'text' | 'binary'): ((value: string) => unknown) =>
          oid === PG_INT8
            ? (value) => Number(value)
            : (pg.types.getTypeParser(oid, format) as (value: string) => unknown),
      },
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
