import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/src/test/embedded-postgres';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningProcess {
  base: string;
  pid: number;
  /** Resident memory of the process now, in bytes (Linux /proc). */
  rss(): number;
  /** CPU time the process has used so far, user and system, all threads, in µs (Linux /proc; 10 ms steps). */
  cpuMicros(): number;
  /**
   * Resolves once the process has used under 5% of a core for a whole second: the server's scheduler runs once
   * at start (reassignments, summaries and mail for a generated dataset), and that must not overlap a
   * measurement. Gives up after two minutes.
   */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/** Clock ticks per second of /proc/<pid>/stat's times: 100 on every Linux this runs on (USER_HZ). */
const TICKS_PER_SECOND = 100;

function cpuMicrosOf(pid: number): number {
  // Fields after the command name (which may hold spaces, hence the split on its closing parenthesis):
  // utime and stime are the 12th and 13th.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // Generous: a new migration may build indexes over a million-row cached dataset first.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited (${child.exitCode})\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 10 minutes\n${output()}`);
}

/**
 * Starts `node [nodeArgs] --import tsx <script>` on a free port with `env`, and waits until `readyPath` answers
 * 200. `nodeArgs`: e.g. `--cpu-prof` (refused in NODE_OPTIONS).
 */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  nodeArgs: string[] = [],
): Promise<RunningProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(repoRoot, script)], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${base}${readyPath}`, child, () => output);
  return {
    base,
    pid: child.pid!,
    rss() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    cpuMicros: () => cpuMicrosOf(child.pid!),
    async settled() {
      const deadline = Date.now() + 120_000;
      let before = cpuMicrosOf(child.pid!);
      while (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const now = cpuMicrosOf(child.pid!);
        if (now - before < 50_000) return;
        before = now;
      }
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The app as `npm start` runs it, tuned for load: production mode, warn-level logs, no per-IP auth limit. */
export function startApp(
  database: { dataDir?: string; databaseUrl?: string },
  extraEnv: Record<string, string> = {},
  nodeArgs: string[] = [],
) {
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth',
    // Every bench sign-in comes from 127.0.0.1; the per-account limits still apply.
    AUTH_RATE_LIMIT_PER_IP: '100000',
    // One writer creates thousands of challenges a minute here; the per-user hourly limits would answer 429.
    CHALLENGE_RATE_LIMIT: '1000000',
    REVIEW_RATE_LIMIT: '1000000',
    // The scheduler would compete with the load for the CPU; an hour keeps its next runs out of the measurement
    // (its first, at start, is waited out: settled()).
    JOBS_INTERVAL_SECONDS: '3600',
    // Every bench client connects from 127.0.0.1: thousands of streams and load connections from one address.
    // bench:slow-clients measures the production caps and sets them back.
    MAX_CONNECTIONS_PER_ADDRESS: '1000000',
    MAX_LIVE_STREAMS_PER_ADDRESS: '1000000',
    ...extraEnv,
  };
  // An empty DATABASE_URL means SQLite (config.ts), even when the bench itself was given one for PostgreSQL.
  env.DATABASE_URL = database.databaseUrl ?? '';
  if (database.dataDir) env.DATA_DIR = database.dataDir;
  return startProcess('apps/server/src/server.ts', env, '/healthz', nodeArgs);
}
