import type { Config } from './config';
import type { Db } from './db/database';

/** What feature routes receive from buildApp: passed explicitly, so tests can build an app per database. */
export interface AppDeps {
  config: Config;
  db: Db;
}
