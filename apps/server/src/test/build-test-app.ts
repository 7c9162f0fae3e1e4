import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/database';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase } from './test-database';

/** The origin tests act as; requests that carry an Origin header use this one. */
export const TEST_ORIGIN = 'http://localhost:3000';

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
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-data-')),
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    ...env,
  });
  const config: Config = {
    ...base,
    // API-only unless a test asks for a web build.
    webDist: env.WEB_DIST ? base.webDist : undefined,
    database: await createTestDatabase(),
  };
  const db = createDb(config.database);
  await migrateToLatest(db, config);
  const app = await buildApp({ config, db });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });
  return { app, db, config };
}
