import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from './embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/**
 * Starts one real PostgreSQL for the whole server:postgres run; each test file creates its own database in it.
 * The data directory is a fresh temp dir the postgres user can write, since this machine runs tests as root.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-pg-'));
  const postgres = await startEmbeddedPostgres({ dir, password: 'teachloop-test', persistent: false });
  project.provide('postgresAdminUrl', postgres.adminUrl);
  return async () => {
    await postgres.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
