import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Config } from '../config';

/**
 * A fresh, empty database for one test file, on the engine the vitest project names (TEST_DATABASE):
 * a temp SQLite file, or a new database in the PostgreSQL the global setup started.
 */
export async function createTestDatabase(): Promise<Config['database']> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const adminUrl = inject('postgresAdminUrl');
    const name = `t_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return { kind: 'postgres', url: url.toString() };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-sqlite-'));
  return { kind: 'sqlite', file: path.join(dir, 'test.sqlite') };
}
