import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createInProcessEventBus, type EventBus } from './event-bus';
import { createPostgresEventBus } from './postgres-event-bus.service';

/**
 * The bus the database allows: on PostgreSQL, NOTIFY/LISTEN, so any number of server processes share live
 * updates; on SQLite (one process by design), the in-process bus.
 */
export function createEventBus(config: Config, db: Db, log: FastifyBaseLogger): Promise<EventBus> {
  if (config.database.kind === 'postgres')
    return createPostgresEventBus({ db, url: config.database.url, log });
  return Promise.resolve(
    createInProcessEventBus({ onListenerError: (err) => log.error({ err }, 'live-update listener failed') }),
  );
}
