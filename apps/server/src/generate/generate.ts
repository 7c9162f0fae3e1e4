import type { Db } from '../db/database';
import { hashPassword } from '../features/auth/password-hashing';
import { BatchWriter } from './batch-writer';
import { addCircle } from './circle-rows';
import { rebuildPeriodTotals } from '../db/rebuild-period-totals';
import { isPostgres } from '../db/engine';
import { analyze, prepareBulkLoad, suspendSecondaryIndexes, userExists } from './generate.repo';
import { addChallenge } from './challenge-rows';
import { addProfile, addUser, GENERATED_PASSWORD, generatedEmail } from './people-rows';
import { createPrng } from './prng';
import { createWorld } from './world';

export { GENERATED_PASSWORD, generatedEmail };

export interface GenerateOptions {
  users: number;
  challenges: number;
  /** The same seed (and `now`) gives the same rows. Default 1. */
  seed?: number;
  /** The moment the history ends at; defaults to the current time. */
  now?: number;
  /** Called with a line of progress now and then (the CLI prints them). */
  onProgress?: (line: string) => void;
}

export interface GenerateSummary {
  /** Rows written per table. */
  rows: Record<string, number>;
  ms: number;
}

/** One circle for every this many users. */
const USERS_PER_CIRCLE = 20;

/**
 * Fills a migrated database with a realistic history in bulk: users who can sign in (`generatedEmail(i)`,
 * GENERATED_PASSWORD), their challenges in every status with teach-backs, reviews, XP ledger, activity,
 * notifications, circles, and profiles whose totals agree with those rows. Written straight to the tables in
 * batched transactions, not through the API: 1M challenges through the API would take hours. Refuses a
 * database that already holds generated users (the ids would collide).
 */
export async function generateData(db: Db, options: GenerateOptions): Promise<GenerateSummary> {
  const started = performance.now();
  const { users, challenges, seed = 1, now = Date.now() } = options;
  const progress = options.onProgress ?? (() => {});
  if (!Number.isInteger(users) || users < 2) throw new Error('users must be an integer of at least 2');
  if (!Number.isInteger(challenges) || challenges < 0) throw new Error('challenges must be a whole number');
  if (await userExists(db, generatedEmail(0))) throw new Error('This database already has generated users.');

  const restoreSettings = await prepareBulkLoad(db);
  const rebuildIndexes = await suspendSecondaryIndexes(db);
  const postgres = isPostgres(db);
  const passwordHash = await hashPassword(GENERATED_PASSWORD);
  const world = createWorld(createPrng(seed), users, now);
  const writer = new BatchWriter(db);
  const step = async (label: string, count: number, add: (index: number) => void) => {
    const every = Math.max(10_000, Math.floor(count / 10));
    for (let index = 0; index < count; index += 1) {
      add(index);
      await writer.flushIfFull();
      if ((index + 1) % every === 0) {
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        progress(`${label}: ${index + 1} / ${count} (${seconds} s)`);
      }
    }
    await writer.flush();
  };

  try {
    await step('users', users, (index) => addUser(world, writer, index, passwordHash, postgres));
    await step('challenges', challenges, (index) => addChallenge(world, writer, index, challenges));
    await step('circles', Math.ceil(users / USERS_PER_CIRCLE), (index) => addCircle(world, writer, index));
    await step('profiles', users, (index) => addProfile(world, writer, index));
  } finally {
    progress('indexes');
    await rebuildIndexes();
    await restoreSettings();
  }
  progress('leaderboard totals');
  await rebuildPeriodTotals(db, now);
  progress('analyze');
  await analyze(db);
  return { rows: { ...writer.counts }, ms: Math.round(performance.now() - started) };
}
