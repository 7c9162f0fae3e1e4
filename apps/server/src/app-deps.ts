import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from './background-tasks';
import type { Config } from './config';
import type { Db } from './db/database';
import type { FlushWrites } from './db/group-commit';
import type { Auth } from './features/auth/auth.service';
import type { Sessions } from './features/auth/session-user.service';
import type { RateLimiter } from './features/rate-limit/rate-limiter.service';
import type { EventBus } from './features/realtime/event-bus';
import type { OpenStreams } from './features/realtime/open-streams';
import type { Mailer } from './mail/mailer';
import type { ResolveUser } from './plugins/require-user';

/** What buildApp needs from its caller: the caller owns the database (opens, migrates and closes it). */
export interface AppDeps {
  config: Config;
  db: Db;
  /**
   * Makes the writes committed so far durable (SQLite's group commit, db/group-commit.ts); awaited before a
   * write is acknowledged or announced. Absent: every commit is durable when it returns.
   */
  flushWrites?: FlushWrites;
  /** Live-update bus; defaults to the in-process one (one server process). */
  events?: EventBus;
  /** [0, 1) like Math.random, the default; tests pass a fixed one (assignment tie-break). */
  random?: () => number;
  /** The clock our services read (epoch ms); tests pass their own to act on chosen days. */
  now?: () => number;
  /** Work that runs after the response (e.g. mail); tests pass their own to wait for it. */
  background?: BackgroundTasks;
  /** Where log lines go; stdout unless given (tests route error lines to console.error, which fails a test). */
  logStream?: { write(line: string): void };
  /** How often an open live-update stream checks that its session still lives (default one minute). */
  streamSessionCheckMs?: number;
  /**
   * The HTTPS agent Web Push messages are sent through (web-push speaks HTTPS only); Node's global agent unless
   * given. Tests pass one that trusts their local push service's certificate.
   */
  pushAgent?: Agent;
}

/** What feature routes receive: passed explicitly, so tests build one app per database. */
export interface AppContext extends AppDeps {
  auth: Auth;
  /** The signed-in user of a request (Better Auth's session plus the profile), for requireUser. */
  resolveUser: ResolveUser;
  /** The session token in a request's signed cookie, to tell which session a stream or a sign-out belongs to. */
  sessionTokenOf: Sessions['sessionTokenOf'];
  removedSessionCookie: Sessions['removedSessionCookie'];
  /** This process's open live-update streams, ended when their session ends. */
  openStreams: OpenStreams;
  rateLimiter: RateLimiter;
  events: EventBus;
  random: () => number;
  /** The one clock services read (epoch ms): the caller's `now`, or Date.now. */
  now: () => number;
  background: BackgroundTasks;
  /** SMTP, or the dev outbox when SMTP_URL is unset (mail/mailer.ts). */
  mailer: Mailer;
  /** The app's logger, for work that outlives a request's own log (e.g. publishing after commit). */
  log: FastifyBaseLogger;
}
