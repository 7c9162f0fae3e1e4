import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/database';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
}

/**
 * The real app on a fresh, migrated database of the engine under test, closed after the file's tests.
 * `env` overrides configuration exactly as the environment would (e.g. a lower rate limit).
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const config: Config = {
    ...base,
    // API-only unless a test asks for a web build.
    webDist: env.WEB_DIST ? base.webDist : undefined,
    database: await createTestDatabase(),
  };
  const db = createDb(config.database);
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });
  return { app, db, config };
}
