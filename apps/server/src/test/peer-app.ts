import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import { createDb } from '../db/create-db';
import type { Db } from '../db/database';
import { rememberTestDb } from './app-databases';
import { testLogStream } from './error-logs';

export interface PeerApp {
  app: FastifyInstance;
  db: Db;
  /** Stops the app and its database connection, as a process that exits; safe to call twice. */
  close(): Promise<void>;
}

/**
 * Another server process on the database a test app already migrated: its own app and its own connection, so
 * nothing is shared in memory. Build one after closing another to simulate a restart. The caller closes it
 * (e.g. with onTestFinished), which also lets a test build one mid-test.
 */
export async function buildPeerApp(config: Config): Promise<PeerApp> {
  const db = createDb(config.database);
  const app = await buildApp({ config, db, logStream: testLogStream });
  rememberTestDb(app, db, config);
  await app.ready();
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await app.close();
      await db.destroy();
    })();
    return closing;
  };
  return { app, db, close };
}
