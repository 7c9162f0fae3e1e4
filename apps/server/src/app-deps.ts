import type { Config } from './config';
import type { Db } from './db/database';
import type { Auth } from './features/auth/auth';
import type { RateLimiter } from './features/rate-limit/rate-limiter';

/** What buildApp needs from its caller: the caller owns the database (opens, migrates and closes it). */
export interface AppDeps {
  config: Config;
  db: Db;
}

/** What feature routes receive: passed explicitly, so tests build one app per database. */
export interface AppContext extends AppDeps {
  auth: Auth;
  rateLimiter: RateLimiter;
}
