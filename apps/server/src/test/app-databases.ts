import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';

/**
 * The database each test app was built on, so a factory given only the app (buildUser) can finish setting up
 * what production does by other means (e.g. an address proven by opening the mailed link).
 */
const databases = new WeakMap<FastifyInstance, Db>();

export function rememberTestDb(app: FastifyInstance, db: Db): void {
  databases.set(app, db);
}

/** The database the app was built on, when the app was built by a test helper that remembers it. */
export function testDbOf(app: FastifyInstance): Db | undefined {
  return databases.get(app);
}
