import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createDb, createServerDb } from '../db/create-db';
import type { Database } from '../db/database';
import { createTestDatabase } from '../test/test-database';

/** SQLite reports the pragma as a number: 1 is NORMAL, 2 is FULL. */
const SYNCHRONOUS_LEVEL = { normal: 1, full: 2 } as const;

async function synchronousOf(
  env: Record<string, string>,
  open: (database: ReturnType<typeof loadConfig>['database']) => Kysely<Database> = createDb,
): Promise<number> {
  const database = await createTestDatabase();
  if (database.kind !== 'sqlite') throw new Error('SQLite only');
  const config = loadConfig({ ...env, DATA_DIR: database.file.replace(/\/[^/]+$/, '') });
  const db = open(config.database);
  try {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    return rows[0]!.synchronous;
  } finally {
    await db.destroy();
  }
}

describe.runIf(process.env.TEST_DATABASE === 'sqlite')('SQLITE_SYNCHRONOUS', () => {
  it('is FULL unless configured, so an acknowledged write survives a power cut', async () => {
    expect(await synchronousOf({})).toBe(SYNCHRONOUS_LEVEL.full);
  });

  it('is NORMAL when the operator chooses speed over the newest commits on power loss', async () => {
    expect(await synchronousOf({ SQLITE_SYNCHRONOUS: 'normal' })).toBe(SYNCHRONOUS_LEVEL.normal);
    expect(await synchronousOf({ SQLITE_SYNCHRONOUS: 'full' })).toBe(SYNCHRONOUS_LEVEL.full);
  });

  it('is FULL for the server by group commit: commits skip the fsync, flushWrites makes them durable', async () => {
    // docs/decisions/013: the fsync moves off the event loop, before the answer (db/group-commit.ts).
    expect(await synchronousOf({}, (database) => createServerDb(database).db)).toBe(SYNCHRONOUS_LEVEL.normal);
    expect(
      await synchronousOf({ SQLITE_SYNCHRONOUS: 'normal' }, (database) => createServerDb(database).db),
    ).toBe(SYNCHRONOUS_LEVEL.normal);
  });

  it('refuses any other value with a readable error', () => {
    expect(() => loadConfig({ SQLITE_SYNCHRONOUS: 'off' })).toThrow(/SQLITE_SYNCHRONOUS/);
  });
});
