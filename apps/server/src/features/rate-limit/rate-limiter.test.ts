import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { countHit } from './rate-limit.repo';
import { createRateLimiter, type Limit } from './rate-limiter.service';

const { db } = await buildTestApp();
const T0 = 1_700_000_000_000;
const MINUTE = 60_000;

async function storedKeys() {
  return (await db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
}

describe('countHit', () => {
  it('counts hits in a fixed window and starts a new window once the old one has passed', async () => {
    expect(await countHit(db, 'count:a', MINUTE, T0)).toEqual({ count: 1, window_start: T0 });
    expect(await countHit(db, 'count:a', MINUTE, T0 + 1_000)).toEqual({ count: 2, window_start: T0 });
    expect(await countHit(db, 'count:a', MINUTE, T0 + MINUTE - 1)).toEqual({ count: 3, window_start: T0 });
    expect(await countHit(db, 'count:a', MINUTE, T0 + MINUTE)).toEqual({
      count: 1,
      window_start: T0 + MINUTE,
    });
    expect(await countHit(db, 'count:a', MINUTE, T0 + MINUTE + 5)).toEqual({
      count: 2,
      window_start: T0 + MINUTE,
    });
  });

  it('keeps keys apart', async () => {
    await countHit(db, 'count:b', MINUTE, T0);
    expect(await countHit(db, 'count:c', MINUTE, T0)).toEqual({ count: 1, window_start: T0 });
  });
});

describe('createRateLimiter().consume', () => {
  const limiter = createRateLimiter(db);

  it('allows up to the maximum, then refuses with the seconds left in the window, then allows again', async () => {
    const limit: Limit[] = [{ key: 'consume:a', max: 2, windowMs: MINUTE }];
    expect(await limiter.consume(limit, T0)).toEqual({ allowed: true });
    expect(await limiter.consume(limit, T0 + 1_000)).toEqual({ allowed: true });
    expect(await limiter.consume(limit, T0 + 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await limiter.consume(limit, T0 + 20_001)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    // Never 0: a client told to retry after 0 seconds would hammer the server.
    expect(await limiter.consume(limit, T0 + MINUTE - 1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await limiter.consume(limit, T0 + MINUTE)).toEqual({ allowed: true });
  });

  it('refuses when any limit is exceeded, asks to wait for the longest one, and counts a refused attempt nowhere', async () => {
    const limits: Limit[] = [
      { key: 'consume:short', max: 1, windowMs: MINUTE },
      { key: 'consume:long', max: 1, windowMs: 60 * MINUTE },
    ];
    expect(await limiter.consume(limits, T0)).toEqual({ allowed: true });
    expect(await limiter.consume(limits, T0 + 10_000)).toEqual({ allowed: false, retryAfterSeconds: 3590 });
    // The short window has passed, the long one has not.
    expect(await limiter.consume(limits, T0 + 2 * MINUTE)).toEqual({
      allowed: false,
      retryAfterSeconds: 3480,
    });
    const rows = await db
      .selectFrom('rate_limits')
      .selectAll()
      .where('key', 'in', ['consume:short', 'consume:long'])
      .orderBy('key')
      .execute();
    // Only the first attempt counts: each refused one was taken back from both limits.
    expect(rows).toEqual([
      { key: 'consume:long', window_start: T0, count: 1 },
      { key: 'consume:short', window_start: T0 + 2 * MINUTE, count: 0 },
    ]);
  });

  it('lets refused attempts fill nothing: a shared limit stays open for an attempt another limit allows', async () => {
    // A stranger's own limit (max 2) turns away their 3rd..50th attempts; the shared one (max 5) counts only 2.
    const shared = { key: 'consume:shared-account', max: 5, windowMs: MINUTE };
    const stranger: Limit[] = [{ key: 'consume:stranger', max: 2, windowMs: MINUTE }, shared];
    const refused = [];
    for (let attempt = 0; attempt < 50; attempt++)
      refused.push(await limiter.consume(stranger, T0 + attempt));
    expect(refused.filter((outcome) => outcome.allowed)).toHaveLength(2);
    for (let other = 0; other < 3; other++)
      expect(
        await limiter.consume(
          [{ key: `consume:other-${other}`, max: 2, windowMs: MINUTE }, shared],
          T0 + 100,
        ),
      ).toEqual({ allowed: true });
    expect((await limiter.consume([shared], T0 + 101)).allowed).toBe(false);
  });

  it('does not carry a lock past its window: attempts refused until the end leave the next window empty', async () => {
    const limit: Limit[] = [{ key: 'consume:hammered', max: 3, windowMs: MINUTE }];
    for (let attempt = 0; attempt < 3; attempt++) await limiter.consume(limit, T0 + attempt);
    for (let second = 1; second < 60; second++)
      expect((await limiter.consume(limit, T0 + second * 1_000)).allowed).toBe(false);
    for (let attempt = 0; attempt < 3; attempt++)
      expect(await limiter.consume(limit, T0 + MINUTE + attempt)).toEqual({ allowed: true });
  });

  it('counts concurrent attempts exactly: of 20 at once against a limit of 10, 10 pass', async () => {
    const limit: Limit[] = [{ key: 'consume:burst', max: 10, windowMs: MINUTE }];
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => limiter.consume(limit, T0)));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(10);
    // The 10 refused were taken back: the window holds the 10 that passed, not 20.
    const row = await db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', 'consume:burst')
      .executeTakeFirst();
    expect(row?.count).toBe(10);
  });

  it('shares counts between limiters on one database, as separate server processes do', async () => {
    const limit: Limit[] = [{ key: 'consume:shared', max: 2, windowMs: MINUTE }];
    expect(await createRateLimiter(db).consume(limit, T0)).toEqual({ allowed: true });
    expect(await createRateLimiter(db).consume(limit, T0)).toEqual({ allowed: true });
    expect((await createRateLimiter(db).consume(limit, T0)).allowed).toBe(false);
  });

  it('deletes windows older than a day so the table does not grow forever', async () => {
    const cleaner = createRateLimiter(db);
    await cleaner.consume([{ key: 'cleanup:old', max: 5, windowMs: MINUTE }], T0);
    expect(await storedKeys()).toContain('cleanup:old');
    await cleaner.consume([{ key: 'cleanup:new', max: 5, windowMs: MINUTE }], T0 + 25 * 60 * MINUTE);
    const keys = await storedKeys();
    expect(keys).not.toContain('cleanup:old');
    expect(keys).toContain('cleanup:new');
  });
});
