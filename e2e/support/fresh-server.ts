import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rememberDataDir } from './outbox';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface FreshServer {
  origin: string;
  /** Its data directory (e.g. for grantModerator in ./moderator.ts). */
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the app as `npm start` serves it (built web app, SQLite) on its own port and empty data directory, for
 * tests whose outcome depends on who else exists: assignment picks among all other users, so a test that needs
 * "the other user" to be assigned must run where only its own users exist. `seeded` fills it with the demo data
 * first (`npm run db:seed`).
 */
export async function startFreshServer(
  port: number,
  { seeded = false }: { seeded?: boolean } = {},
): Promise<FreshServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teachloop-e2e-fresh-'));
  // `npm run db:seed` first, as a user would: the demo's weeks of XP, challenges, reviews and circles.
  if (seeded) {
    execFileSync('node', ['--import', 'tsx', 'apps/server/src/seed/cli.ts'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const origin = `http://127.0.0.1:${port}`;
  rememberDataDir(origin, dataDir);
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_IP: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    dataDir,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
