/**
 * `npm run bench:library`: the course library's reads with 1,000 published explanations and with 1,000,000, on
 * SQLite and on PostgreSQL (embedded, started here): the search for a rare word (in one row of 100,000), for a
 * word every explanation holds (every row matches: ranking is bounded, not the matching), and an item's first
 * library page. Prints the mean per call at each size and its ratio to the 1k figure of the same run; the target
 * is a flat cost (a ratio near 1). `--sqlite` or `--postgres` runs one engine; BENCH_LIBRARY_MAX sets the large
 * size, BENCH_ROUNDS the calls timed per figure.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { createDb } from '../apps/server/src/db/create-db';
import type { Db } from '../apps/server/src/db/database';
import { isPostgres } from '../apps/server/src/db/engine';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { authTablesStep } from '../apps/server/src/features/auth/auth-tables.service';
import { listExplanations, searchExplanations } from '../apps/server/src/features/library/library.service';
import { startEmbeddedPostgres } from '../apps/server/src/test/embedded-postgres';
import { sql } from 'kysely';
import { COMMON_WORD, FIRST_ITEM, insertExplanations, insertPeople, RARE_WORD } from './library-rows.repo';
import { createDatabase } from './postgres-admin.repo';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const SIZES = [1_000, Number(process.env.BENCH_LIBRARY_MAX ?? 1_000_000)];
const only = process.argv.find((arg) => arg === '--sqlite' || arg === '--postgres');
const ENGINES = only ? [only.slice(2)] : ['sqlite', 'postgres'];

const READS = {
  [`search rare word (${RARE_WORD})`]: (db: Db) => searchExplanations(db, null, { q: RARE_WORD }),
  [`search common word (${COMMON_WORD})`]: (db: Db) => searchExplanations(db, null, { q: COMMON_WORD }),
  'item library page': (db: Db) =>
    listExplanations(db, null, { slug: FIRST_ITEM.course, item: FIRST_ITEM.item }, undefined),
} as const;

async function meanMs(db: Db, read: (db: Db) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i += 1) await read(db);
  const started = performance.now();
  for (let i = 0; i < ROUNDS; i += 1) await read(db);
  return (performance.now() - started) / ROUNDS;
}

async function openDatabase(engine: string, dir: string) {
  const env = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dir };
  if (engine === 'sqlite') return { config: loadConfig(env), stop: async () => {} };
  const postgres = await startEmbeddedPostgres({ dir, password: 'teachloop-bench', persistent: false });
  await createDatabase(postgres.adminUrl, 'library_bench');
  const url = postgres.adminUrl.replace(/\/postgres$/, '/library_bench');
  return { config: loadConfig({ ...env, DATABASE_URL: url }), stop: () => postgres.stop() };
}

const report: string[] = [];
for (const engine of ENGINES) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `teachloop-bench-library-${engine}-`));
  const { config, stop } = await openDatabase(engine, dir);
  const db = createDb(config.database);
  await migrateToLatest(db, [authTablesStep(config)]);
  await insertPeople(db);
  const means: Record<string, number[]> = {};
  let inserted = 0;
  for (const size of SIZES) {
    const started = performance.now();
    await insertExplanations(db, inserted, size);
    inserted = size;
    await sql`${sql.raw(isPostgres(db) ? 'vacuum analyze' : 'analyze')}`.execute(db);
    const seeded = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${engine}: ${size.toLocaleString('en')} published explanations (seeded in ${seeded} s)`);
    for (const [name, read] of Object.entries(READS)) {
      const mean = await meanMs(db, read);
      (means[name] ??= []).push(mean);
      const ratio = mean / means[name][0]!;
      const line = `${engine.padEnd(8)} ${name.padEnd(30)} ${String(size).padStart(8)}: ${mean.toFixed(3)} ms (×${ratio.toFixed(2)} the 1k figure)`;
      console.log(`  ${line}`);
      report.push(line);
    }
  }
  await db.destroy();
  await stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(`\n${report.join('\n')}`);
