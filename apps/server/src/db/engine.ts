import { PostgresAdapter, type DialectAdapter } from 'kysely';
import type { Db } from './database';

/** The database's dialect adapter: one per Kysely instance, shared by its transactions. */
export function adapterOf(db: Db): DialectAdapter {
  return db.getExecutor().adapter;
}

/** Whether the database is PostgreSQL (else SQLite), for the few statements the two engines write differently. */
export function isPostgres(db: Db): boolean {
  return adapterOf(db) instanceof PostgresAdapter;
}
