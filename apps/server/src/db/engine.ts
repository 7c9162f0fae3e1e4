import { PostgresAdapter } from 'kysely';
import type { Db } from './database';

/** Whether the database is PostgreSQL (else SQLite), for the few statements the two engines write differently. */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
