import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

const PROCESS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'postgres-process.ts');

/**
 * Starts one real PostgreSQL for the whole server:postgres run; each test file creates its own database in it.
 * The data directory is a fresh temp dir the postgres user can write, since this machine runs tests as root.
 * PostgreSQL is managed from a child process (postgres-process.ts says why), which stops it when told to or
 * when this process goes away.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-pg-'));
  const child = spawn(process.execPath, ['--import', 'tsx', PROCESS, dir, 'teachloop-test'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const firstLine = createInterface({ input: child.stdout })[Symbol.asyncIterator]().next();
  const started = await Promise.race([
    firstLine,
    exited.then(([code]) => {
      throw new Error(`the test PostgreSQL did not start (exit code ${String(code)})`);
    }),
  ]);
  const { adminUrl } = JSON.parse(String(started.value)) as { adminUrl: string };
  project.provide('postgresAdminUrl', adminUrl);
  return async () => {
    child.stdin.end();
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
