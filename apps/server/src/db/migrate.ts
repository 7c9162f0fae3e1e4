import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as contactMessages from './migrations/001-contact-messages';

/**
 * Migrations are listed here, in order, rather than read from a folder, so they work the same from source
 * (tsx) and in tests. Each runs unchanged on SQLite and PostgreSQL: portable column types only.
 */
const MIGRATIONS: Record<string, Migration> = {
  '001-contact-messages': contactMessages,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const detail = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${detail}`);
  }
}
