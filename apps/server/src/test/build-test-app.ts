import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../app';
import { createBackgroundTasks, type BackgroundTasks } from '../background-tasks';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/database';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { rememberTestDb } from './app-databases';
import { authTablesStep } from '../features/auth/auth-tables.service';
import { testLogStream } from './error-logs';
import { createTestDatabase } from './test-database';

/** The origin tests act as; requests that carry an Origin header use this one. */
export const TEST_ORIGIN = 'http://localhost:3000';

// A failed background task (e.g. mail delivery) shows in the test output rather than vanishing.
const testLog = { error: (detail: unknown, message?: string) => console.error(message, detail) };
const backgroundByConfig = new WeakMap<Config, BackgroundTasks>();

/** Waits until the test app built with this config has finished its background work (e.g. sending mail). */
export async function settled(config: Config): Promise<void> {
  await backgroundByConfig.get(config)?.drain();
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
}

/** The configuration of a test app, on a fresh, empty database of the engine under test. */
export async function testConfig(env: Record<string, string> = {}): Promise<Config> {
  const base = loadConfig({
    NODE_ENV: 'test',
    // Error lines only, to console.error: test/setup.ts fails a test that logs an error it did not expect.
    LOG_LEVEL: 'error',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-data-')),
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    // Tests create far more than a person would in an hour; the limits themselves are tested with low values.
    CHALLENGE_RATE_LIMIT: '1000000',
    REVIEW_RATE_LIMIT: '1000000',
    IMAGE_RATE_LIMIT: '1000000',
    ...env,
  });
  return {
    ...base,
    // API-only unless a test asks for a web build.
    webDist: env.WEB_DIST ? base.webDist : undefined,
    database: await createTestDatabase(),
  };
}

/**
 * The real app on a fresh, migrated database of the engine under test, closed after the file's tests.
 * `env` overrides configuration exactly as the environment would (e.g. a lower rate limit).
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = await testConfig(env);
  const db = createDb(config.database);
  await migrateToLatest(db, [authTablesStep(config)]);
  // The app's background work (mail) is drained before a test reads the dev outbox: see settledOutbox().
  const background = createBackgroundTasks(testLog);
  backgroundByConfig.set(config, background);
  const app = await buildApp({ config, db, background, logStream: testLogStream });
  rememberTestDb(app, db, config);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });
  return { app, db, config };
}
