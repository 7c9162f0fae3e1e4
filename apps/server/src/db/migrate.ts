import { getMigrations } from 'better-auth/db/migration';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Config } from '../config';
import { authOptions } from '../features/auth/auth';
import type { Db } from './database';
import * as contactMessages from './migrations/001-contact-messages';
import * as rateLimits from './migrations/002-rate-limits';
import * as learning from './migrations/003-learning';

/**
 * Our migrations, listed in order rather than read from a folder, so they work the same from source (tsx) and
 * in tests. Each runs unchanged on SQLite and PostgreSQL: portable column types only.
 */
const MIGRATIONS: Record<string, Migration> = {
  '001-contact-messages': contactMessages,
  '002-rate-limits': rateLimits,
  '003-learning': learning,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

async function runOwnMigrations<T>(db: Kysely<T>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const detail = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${detail}`);
  }
}

/**
 * Brings the database to the current schema: first Better Auth's tables (user, session, account,
 * verification, and our profiles table declared through its plugin), created from its own schema description
 * because its CLI needs Node 22; then our migrations, which may reference them.
 */
export async function migrateToLatest(db: Db, config: Config): Promise<void> {
  const auth = await getMigrations(authOptions(config, db));
  await auth.runMigrations();
  await runOwnMigrations(db);
}
