import type { Db } from '../../db/database';
import { countHit, deleteWindowsOlderThan, uncountHit } from './rate-limit.repo';

export interface Limit {
  /** What is counted, e.g. `sign-in:ip:203.0.113.7` or `sign-in:account:ada@example.com`. */
  key: string;
  max: number;
  windowMs: number;
}

export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const CLEANUP_EVERY_MS = 60 * 60_000;
const KEEP_WINDOWS_MS = 24 * 60 * 60_000;

/** Database-backed fixed-window limits: they hold across restarts and across several server processes. */
export function createRateLimiter(db: Db) {
  let lastCleanup = 0;
  return {
    /**
     * Counts one attempt against every limit; refused when any of them is over its maximum. A refused attempt
     * counts toward nothing: it is counted first (so concurrent attempts cannot slip past a limit together) and
     * taken back from every limit once refused, so a stranger whose attempts are turned away cannot keep a
     * shared limit (an account's) full, nor push a lock into the next window.
     */
    async consume(limits: Limit[], now = Date.now()): Promise<LimitOutcome> {
      if (now - lastCleanup > CLEANUP_EVERY_MS) {
        lastCleanup = now;
        await deleteWindowsOlderThan(db, now - KEEP_WINDOWS_MS);
      }
      let retryAfterMs = 0;
      for (const limit of limits) {
        const { count, window_start } = await countHit(db, limit.key, limit.windowMs, now);
        if (count > limit.max) retryAfterMs = Math.max(retryAfterMs, window_start + limit.windowMs - now);
      }
      if (retryAfterMs <= 0) return { allowed: true };
      for (const limit of limits) await uncountHit(db, limit.key, limit.windowMs, now);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    },

    /**
     * Takes back an attempt counted by consume() that should not count after all (a correct password): counted
     * first, so concurrent attempts cannot slip past a limit while their outcome is unknown.
     */
    async release(limits: Limit[], now = Date.now()): Promise<void> {
      for (const limit of limits) await uncountHit(db, limit.key, limit.windowMs, now);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
