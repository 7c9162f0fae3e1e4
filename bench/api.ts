/**
 * `npm run bench`: latency and throughput of the hot API paths over real HTTP on loopback, against a fresh
 * SQLite database (or PostgreSQL when DATABASE_URL is set). Bounded: a fixed number of requests per scenario.
 * Prints one line per scenario: requests, concurrency, req/s, p50/p95/p99 in milliseconds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDb } from '../apps/server/src/db/create-db';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { authTablesStep } from '../apps/server/src/features/auth/auth-tables';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

async function measure(name: string, total: number, concurrency: number, send: () => Promise<Response>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      next++;
      const t0 = performance.now();
      const response = await send();
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(2);
  console.log(
    `${name.padEnd(28)} ${String(total).padStart(6)} req  c=${concurrency}  ${(total / seconds).toFixed(0).padStart(6)} req/s  p50 ${at(0.5)}  p95 ${at(0.95)}  p99 ${at(0.99)} ms`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-bench-'));
const config = {
  ...loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir }),
  webDist: undefined,
  contactRateLimit: { max: 1_000_000, windowMs: 60_000 },
  auth: {
    secret: 'bench-secret-that-is-long-enough-for-better-auth',
    sessionIdleSeconds: 3600,
    rateLimitPerIp: 1_000_000,
  },
};
const db = createDb(config.database);
await migrateToLatest(db, [authTablesStep(config)]);
const app = await buildApp({ config, db });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const json = { 'content-type': 'application/json', origin: base };

const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', password: 'bench password' }),
});
const cookie = signUp.headers.getSetCookie()[0]!.split(';')[0]!;

console.log(`database: ${config.database.kind}; Node ${process.version}; ${os.cpus().length} cores`);
await measure('GET /healthz', REQUESTS, CONCURRENCY, () => fetch(`${base}/healthz`));
await measure('GET /api/session (signed in)', REQUESTS, CONCURRENCY, () =>
  fetch(`${base}/api/session`, { headers: { cookie } }),
);
await measure('POST /api/contact', REQUESTS, CONCURRENCY, () =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      name: 'Bench',
      email: 'bench@example.com',
      message: 'A message of ordinary length.',
    }),
  }),
);
// Password hashing is deliberately slow (argon2id, about 90 ms of one core): fewer requests, one account each,
// since sign-in is limited per account.
const ARGON_REQUESTS = 100;
let signUps = 0;
await measure('POST sign-up (argon2id)', ARGON_REQUESTS, 2, () =>
  fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: '', email: `user${signUps++}@example.com`, password: 'bench password' }),
  }),
);
let signIns = 0;
await measure('POST sign-in (argon2id)', ARGON_REQUESTS, 2, () =>
  fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: `user${signIns++}@example.com`, password: 'bench password' }),
  }),
);

await app.close();
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
