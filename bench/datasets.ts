import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { createDb } from '../apps/server/src/db/create-db';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { authTablesStep } from '../apps/server/src/features/auth/auth-tables.service';
import type { Db } from '../apps/server/src/db/database';
import { generateData } from '../apps/server/src/generate/generate';
import {
  copyDatabase,
  countChallenges,
  createDatabase,
  databaseExists,
  dropDatabase,
} from './postgres-admin.repo';
import { repoRoot } from './processes';

export interface DatasetSize {
  users: number;
  challenges: number;
}

/** A working copy of a generated dataset for one run (the run writes to it), and how to throw it away. */
export interface Dataset {
  database: { dataDir?: string; databaseUrl?: string };
  generatedInMs: number | null;
  dispose(): Promise<void>;
}

const cacheDir = path.join(repoRoot, 'bench/.data');
const SEED = 9;
const key = (size: DatasetSize) => `${size.users}u-${size.challenges}c`;

const benchConfig = () => loadConfig({ AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth' });

/**
 * Opens `database`, brings it to the current schema and runs `work`. A cached dataset is migrated here, once,
 * rather than in every run's copy: a new migration's indexes over a million rows take a while to build.
 */
async function withMigrated<T>(
  database: ReturnType<typeof loadConfig>['database'],
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const db = createDb(database);
  try {
    await migrateToLatest(db, [authTablesStep({ ...benchConfig(), database })]);
    return await work(db);
  } finally {
    await db.destroy();
  }
}

const generateInto = (database: ReturnType<typeof loadConfig>['database'], size: DatasetSize) =>
  withMigrated(database, async (db) => {
    const summary = await generateData(db, {
      ...size,
      seed: SEED,
      onProgress: (line) => console.log(`    generate ${key(size)}: ${line}`),
    });
    return summary.ms;
  });

/**
 * SQLite: generated once into bench/.data/sqlite-<size>/ (kept between runs), then copied to a temp dir so the
 * run's writes never change the cached rows.
 */
export async function sqliteDataset(size: DatasetSize): Promise<Dataset> {
  const cached = path.join(cacheDir, `sqlite-${key(size)}`);
  const file = path.join(cached, 'teachloop.sqlite');
  const done = path.join(cached, 'complete');
  let generatedInMs: number | null = null;
  if (!fs.existsSync(done)) {
    fs.rmSync(cached, { recursive: true, force: true });
    generatedInMs = await generateInto({ kind: 'sqlite', file }, size);
    fs.writeFileSync(done, new Date().toISOString());
  } else {
    await withMigrated({ kind: 'sqlite', file }, async () => {});
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-bench-'));
  fs.copyFileSync(file, path.join(dataDir, 'teachloop.sqlite'));
  return {
    database: { dataDir },
    generatedInMs,
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * PostgreSQL: generated once into a database named after the size on the server `adminUrl` points at, then
 * copied for the run with CREATE DATABASE … TEMPLATE (a file copy, seconds even for 1M rows).
 */
export async function postgresDataset(adminUrl: string, size: DatasetSize): Promise<Dataset> {
  const cachedName = `bench_${key(size).replace('-', '_')}`;
  const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  let generatedInMs: number | null = null;
  const complete =
    (await databaseExists(adminUrl, cachedName)) &&
    (await countChallenges(urlOf(cachedName))) >= size.challenges;
  if (!complete) {
    await dropDatabase(adminUrl, cachedName);
    await createDatabase(adminUrl, cachedName);
    generatedInMs = await generateInto({ kind: 'postgres', url: urlOf(cachedName) }, size);
  } else {
    await withMigrated({ kind: 'postgres', url: urlOf(cachedName) }, async () => {});
  }
  const workName = `bench_run_${process.pid}_${Date.now()}`;
  await copyDatabase(adminUrl, cachedName, workName);
  return {
    database: { databaseUrl: urlOf(workName) },
    generatedInMs,
    dispose: () => dropDatabase(adminUrl, workName),
  };
}
