import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { createTestDatabase } from '../test/test-database';

/** SQLite reports the pragma as a number: 1 is NORMAL, 2 is FULL. */
const SYNCHRONOUS_LEVEL = { normal: 1, full: 2 } as const;

async function synchronousOf(env: Record<string, string>): Promise<number> {
  const database = await createTestDatabase();
  if (database.kind !== 'sqlite') throw new Error('SQLite only');
  const config = loadConfig({ ...env, DATA_DIR: database.file.replace(/\/[^/]+$/, '') });
  const db = createDb(config.database);
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

  it('refuses any other value with a readable error', () => {
    expect(() => loadConfig({ SQLITE_SYNCHRONOUS: 'off' })).toThrow(/SQLITE_SYNCHRONOUS/);
  });
});
