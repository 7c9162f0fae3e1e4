/**
 * `npm run bench:crash [-- --rounds N] [--postgres] [--synchronous normal]`: the crash test of
 * apps/server/src/durability at length. The real server takes concurrent writes and is SIGKILLed at a random
 * moment, N times (200 unless told), on a fresh SQLite database (or in a fresh embedded PostgreSQL); after each kill every acknowledged write must be in the database and its integrity checks must
 * pass. Prints progress every 20 rounds and a summary; exits 1 when anything was lost or broken.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Config } from '../apps/server/src/config';
import { runCrashRounds } from '../apps/server/src/durability/crash-rounds';
import { startEmbeddedPostgres, type RunningPostgres } from '../apps/server/src/test/embedded-postgres';
import { createDatabase } from './postgres-admin.repo';
import { percentile } from './stats';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '200' },
    postgres: { type: 'boolean', default: false },
    synchronous: { type: 'string', default: 'full' },
  },
});
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a whole number ≥ 1');
if (values.synchronous !== 'full' && values.synchronous !== 'normal')
  throw new Error('--synchronous must be full or normal');

/**
 * A throw-away PostgreSQL in a fresh temp dir, not the shared bench/.data one another bench may be using.
 */
async function startTemporaryPostgres(): Promise<RunningPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-bench-crash-pg-'));
  const postgres = await startEmbeddedPostgres({ dir, password: 'teachloop-bench', persistent: false });
  return {
    adminUrl: postgres.adminUrl,
    stop: async () => {
      await postgres.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const postgres = values.postgres ? await startTemporaryPostgres() : undefined;
const pgName = `crash_${Date.now()}`;
let database: Config['database'];
if (postgres) {
  await createDatabase(postgres.adminUrl, pgName);
  const url = new URL(postgres.adminUrl);
  url.pathname = `/${pgName}`;
  database = { kind: 'postgres', url: url.toString() };
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-bench-crash-'));
  database = { kind: 'sqlite', file: path.join(dir, 'teachloop.sqlite'), synchronous: values.synchronous };
}

const engine = postgres ? 'PostgreSQL' : `SQLite (synchronous ${values.synchronous})`;
console.log(`${rounds} SIGKILLs under write load on ${engine}`);
const started = performance.now();
try {
  const report = await runCrashRounds({
    database,
    rounds,
    onRound: (round, writes) => {
      if (round % 20 === 0 || round === rounds)
        console.log(`  round ${round}: ${writes.challenges.size} challenges acknowledged so far`);
    },
  });
  const { counts } = report.writes;
  const ms = (q: number) => Math.round(percentile(report.startMs, q));
  console.log(
    `acknowledged writes: ${counts.challenges} challenges, ${counts.notes} notes saves, ` +
      `${counts.completions} teach-back completions`,
  );
  console.log(
    `restart after a kill (load code ahead, then open, recover, migrate, listen): ` +
      `p50 ${ms(0.5)} ms, p95 ${ms(0.95)} ms, max ${ms(1)} ms`,
  );
  console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (report.problems.length > 0) {
    console.log(`${report.problems.length} problems:\n${report.problems.slice(0, 50).join('\n')}`);
    process.exitCode = 1;
  } else console.log('no acknowledged write lost, integrity checks passed after every kill');
} finally {
  await postgres?.stop();
}
