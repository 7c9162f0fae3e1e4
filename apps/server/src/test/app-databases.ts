import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';

/**
 * The database each test app was built on, so a factory given only the app (buildUser) can finish setting up
 * what production does by other means (e.g. an address proven by opening the mailed link).
 */
const databases = new WeakMap<FastifyInstance, Db>();
const configs = new WeakMap<FastifyInstance, Config>();

export function rememberTestDb(app: FastifyInstance, db: Db, config?: Config): void {
  databases.set(app, db);
  if (config) configs.set(app, config);
}

/** The database the app was built on, when the app was built by a test helper that remembers it. */
export function testDbOf(app: FastifyInstance): Db | undefined {
  return databases.get(app);
}

/** The configuration the app was built with, when its helper passed it (buildUser signs its cookies with it). */
export function testConfigOf(app: FastifyInstance): Config | undefined {
  return configs.get(app);
}
