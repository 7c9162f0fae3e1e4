import { expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { runCrashRounds } from './crash-rounds';

/*
 * `npm run test:crash` (and part of `npm test`): 20 SIGKILLs of the real server under concurrent writes on
 * SQLite, 6 on PostgreSQL (the database keeps running; only the app process dies). `npm run bench:crash` runs
 * many more rounds.
 */
const ROUNDS = process.env.TEST_DATABASE === 'postgres' ? 6 : 20;

it(`loses no acknowledged write and no integrity across ${ROUNDS} SIGKILLs under write load`, async () => {
  const report = await runCrashRounds({ database: await createTestDatabase(), rounds: ROUNDS });
  expect(report.problems).toEqual([]);
  // Every kill landed while writes were being acknowledged, not on an idle or still-starting server.
  expect(report.killsUnderLoad).toBe(ROUNDS);
  expect(report.writes.counts.notes + report.writes.counts.completions).toBeGreaterThan(0);
}, 240_000);
