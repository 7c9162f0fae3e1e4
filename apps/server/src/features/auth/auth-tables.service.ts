import { getMigrations } from 'better-auth/db/migration';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { authOptions } from './auth.service';

/**
 * Creates or updates Better Auth's tables (user, session, account, verification, and our profiles table
 * declared through its plugin) from its own schema description, because its CLI needs Node 22. db/migrate.ts
 * runs it first (it knows no feature: the caller passes this step in), so our migrations may reference them.
 */
export function authTablesStep(config: Config) {
  return async (db: Db): Promise<void> => {
    const { runMigrations } = await getMigrations(authOptions(config, db));
    await runMigrations();
  };
}
