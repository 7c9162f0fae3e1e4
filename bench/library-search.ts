/**
 * `npm run bench:library`: the course library's reads with 1,000 published explanations and with 1,000,000, on
 * SQLite and on PostgreSQL (embedded, started here): the search for a rare word (in one row of 100,000), for a
 * word every explanation holds (every row matches: ranking is bounded, not the matching), and an item's first
 * library page. Prints the mean per call at each size and its ratio to the 1k figure of the same run; the target
 * is a flat cost (a ratio near 1). `--sqlite` or `--postgres` runs one engine; BENCH_LIBRARY_MAX sets the large
 * size, BENCH_ROUNDS the calls timed per figure. Each size has its own database, and the two are timed in
 * alternating slices.
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

/**
 * Mean ms per call of `read` on each database, measured in alternating slices (one slice on each, ten times
 * over), so a machine busy with other work weighs on both figures alike and their ratio stays honest.
 */
async function meanMs(dbs: readonly Db[], read: (db: Db) => Promise<unknown>): Promise<number[]> {
  const spent = dbs.map(() => 0);
  for (const db of dbs) for (let i = 0; i < 20; i += 1) await read(db);
  const slice = Math.max(1, Math.round(ROUNDS / 10));
  for (let pass = 0; pass < 10; pass += 1) {
    for (const [index, db] of dbs.entries()) {
      const started = performance.now();
      for (let i = 0; i < slice; i += 1) await read(db);
      spent[index]! += performance.now() - started;
    }
  }
  return spent.map((total) => total / (slice * 10));
}

/** A fresh database per size: a SQLite file each, or a database each in one embedded PostgreSQL. */
async function openDatabases(engine: string, dir: string) {
  const env = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  if (engine === 'sqlite') {
    const configs = SIZES.map((size) => {
      const dataDir = path.join(dir, String(size));
      fs.mkdirSync(dataDir);
      return loadConfig({ ...env, DATA_DIR: dataDir });
    });
    return { configs, stop: async () => {} };
  }
  const postgres = await startEmbeddedPostgres({ dir, password: 'teachloop-bench', persistent: false });
  const configs = [];
  for (const size of SIZES) {
    await createDatabase(postgres.adminUrl, `library_bench_${size}`);
    const url = postgres.adminUrl.replace(/\/postgres$/, `/library_bench_${size}`);
    configs.push(loadConfig({ ...env, DATA_DIR: dir, DATABASE_URL: url }));
  }
  return { configs, stop: () => postgres.stop() };
}

const report: string[] = [];
for (const engine of ENGINES) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `teachloop-bench-library-${engine}-`));
  const { configs, stop } = await openDatabases(engine, dir);
  const dbs: Db[] = [];
  for (const [index, config] of configs.entries()) {
    const db = createDb(config.database);
    await migrateToLatest(db, [authTablesStep(config)]);
    await insertPeople(db);
    const started = performance.now();
    await insertExplanations(db, 0, SIZES[index]!);
    await sql`${sql.raw(isPostgres(db) ? 'vacuum analyze' : 'analyze')}`.execute(db);
    const seeded = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${engine}: ${SIZES[index]!.toLocaleString('en')} published explanations (seeded in ${seeded} s)`,
    );
    dbs.push(db);
  }
  for (const [name, read] of Object.entries(READS)) {
    const means = await meanMs(dbs, read);
    for (const [index, mean] of means.entries()) {
      const ratio = (mean / means[0]!).toFixed(2);
      const line = `${engine.padEnd(8)} ${name.padEnd(30)} ${String(SIZES[index]).padStart(8)}: ${mean.toFixed(3)} ms (×${ratio} the 1k figure)`;
      console.log(`  ${line}`);
      report.push(line);
    }
  }
  for (const db of dbs) await db.destroy();
  await stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(`\n${report.join('\n')}`);
