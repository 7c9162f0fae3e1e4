import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Logger,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './database';
import { BACKSTOP_CHECKPOINT_PAGES, startBackgroundCheckpoints } from './background-checkpoint';
import { createGroupCommit, type FlushWrites } from './group-commit';
import { InlineLimitsPlugin } from './inline-limits-plugin';
import { preparingPool } from './prepared-postgres';

/**
 * PostgreSQL types node-postgres hands over as strings by default, returned as numbers: int8 (our bigint
 * epoch-millisecond timestamps, and what count(*), sum() of integers, rank() and a sequence's value give) and
 * numeric (what avg() and sum() of bigints give). Every such value the app reads fits a double, so repos read
 * them as they are. Set on the app's pool only, so no other pg client in the process is affected.
 */
const PG_NUMBER_TYPES: ReadonlySet<number> = new Set([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
const parseNumber = (value: string): number => Number(value);

/**
 * SQLite transactions that take the write lock when they begin (BEGIN IMMEDIATE) instead of at their first
 * write. With a deferred BEGIN, two connections that both read and then write (two processes, or the scheduler
 * command beside a server) deadlock and one fails at once with SQLITE_BUSY; an immediate one waits its turn
 * (busy_timeout) instead. One process has one connection, so nothing changes there.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver() {
    return new ImmediateSqliteDriver(this.settings);
  }
}

/** Prepared statements kept per connection: more than the app's distinct queries, so the hot ones stay. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 behind Kysely, with its prepared statements reused. Kysely prepares every query again, and
 * preparing (parsing and planning the SQL) costs more than running most of our indexed reads; queries are
 * parameterised, so one SQL text is one statement. Least recently used statements are dropped past the bound;
 * a statement still being iterated (busy) is never handed out twice.
 */
function withStatementCache(sqlite: SQLite.Database, beforeClose?: () => void): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      beforeClose?.();
      sqlite.close();
    },
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/**
 * Opens the database the configuration names. SQLite runs in WAL mode with foreign keys enforced,
 * immediate transactions and `synchronous` FULL unless configured otherwise (docs/decisions/013); PostgreSQL
 * returns 64-bit integers and numerics as numbers instead of strings (PG_NUMBER_TYPES), as SQLite does.
 */
export function createDb(database: Config['database'], options: DbOptions = {}): Kysely<Database> {
  if (database.kind === 'postgres') return createPostgresDb(database.url, options);
  return sqliteKysely(openSqlite(database.file, database.synchronous ?? 'full'), undefined, options);
}

/** What a caller may add to a database: `log` sees every statement the driver runs (the statement budget test). */
export interface DbOptions {
  log?: Logger;
}

/**
 * The server's database: as createDb, except for SQLite's WAL checkpoints and commits, neither of which holds
 * the event loop for a disk flush. Checkpoints run on a worker thread (background-checkpoint.ts). SQLite
 * configured for FULL durability gets it by group commit (group-commit.ts): commits skip the per-commit fsync
 * and `flushWrites` makes them durable, off the event loop, before the server acknowledges a write. Elsewhere
 * `flushWrites` has nothing to do: PostgreSQL's commits are durable when they return, and NORMAL was chosen
 * without that promise.
 */
export function createServerDb(
  database: Config['database'],
  logError: (message: string) => void = (message) => console.error(`WAL checkpoint: ${message}`),
): { db: Kysely<Database>; flushWrites: FlushWrites } {
  if (database.kind === 'postgres') return { db: createDb(database), flushWrites: async () => {} };
  const sqlite = openSqlite(database.file, 'normal');
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
  const checkpoints = startBackgroundCheckpoints(database.file, logError);
  const groupCommit =
    database.synchronous === 'normal' ? undefined : createGroupCommit(sqlite, `${database.file}-wal`);
  const db = sqliteKysely(sqlite, () => {
    checkpoints.stop();
    groupCommit?.close();
  });
  return { db, flushWrites: groupCommit?.flushWrites ?? (async () => {}) };
}

function createPostgresDb(url: string, { log }: DbOptions): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary'): ((value: string) => unknown) =>
        PG_NUMBER_TYPES.has(oid)
          ? parseNumber
          : (pg.types.getTypeParser(oid, format) as (value: string) => unknown),
    },
  });
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: preparingPool(pool) }),
    ...(log && { log }),
  });
}

function openSqlite(file: string, synchronous: 'full' | 'normal'): SQLite.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`synchronous = ${synchronous}`);
  return sqlite;
}

function sqliteKysely(
  sqlite: SQLite.Database,
  beforeClose?: () => void,
  { log }: DbOptions = {},
): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite, beforeClose) }),
    plugins: [new InlineLimitsPlugin()],
    ...(log && { log }),
  });
}
