/**
 * `npm run bench:assignment`: how long choosing a teach-back's assignee takes (the least-loaded pool that every
 * challenge creation reads) with 1,000 profiles and with 200,000, on a fresh SQLite database (or PostgreSQL via
 * DATABASE_URL). Prints the mean per choice at each size and their ratio, measured in the same run: the
 * target is a ratio of at most 1.5 (the cost must not grow with the table).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { createDb } from '../apps/server/src/db/create-db';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { authTablesStep } from '../apps/server/src/features/auth/auth-tables.service';
import { findAssigneeCandidates } from '../apps/server/src/features/challenges/assignment.repo';
import { insertProfiles } from './bulk-rows.repo';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);
const SIZES = [1_000, 200_000];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-bench-assign-'));
const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir });
const db = createDb(config.database);
await migrateToLatest(db, [authTablesStep(config)]);

async function meanMs(): Promise<number> {
  for (let i = 0; i < 100; i += 1) await findAssigneeCandidates(db, 'nobody');
  const started = performance.now();
  for (let i = 0; i < ROUNDS; i += 1) await findAssigneeCandidates(db, 'nobody');
  return (performance.now() - started) / ROUNDS;
}

const means: number[] = [];
let inserted = 0;
for (const size of SIZES) {
  await insertProfiles(db, size - inserted, `p${size}`);
  inserted = size;
  const mean = await meanMs();
  means.push(mean);
  console.log(`${String(size).padStart(8)} profiles: ${mean.toFixed(3)} ms per choice (${ROUNDS} rounds)`);
}
console.log(`ratio ${SIZES.at(-1)} / ${SIZES[0]}: ${(means.at(-1)! / means[0]!).toFixed(2)} (target ≤ 1.5)`);
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
