/**
 * `npm run bench:routes -- [--seconds S] [--challenges N] [--only TEXT] [--no-all] [--create] [--postgres]
 * [--profile DIR] [--node-arg=FLAG …]`: each of the dashboard's reads on its own, then all of them, with a bare
 * Fastify route (bench/hello-server.ts, a process of its own), /healthz and /api/session measured in the same
 * run. Beside req/s it gives the server's CPU time per request (from /proc) and its ratio to the bare route's
 * ('× bare CPU'): on a shared machine the load generator's share of the CPU swings req/s, while CPU per request
 * moves much less. This ratio, and the same ratio at 1k and 1M rows (--challenges 1000000), are how a
 * server-side performance target is stated (docs/decisions/018). --create adds challenge creation (by another
 * user, c=10). --only keeps the reads whose path holds TEXT; --profile writes the server's CPU profile (node
 * --cpu-prof) into DIR when it stops; --node-arg passes a flag to the server's node.
 */
import { parseArgs } from 'node:util';
import { SESSION_READ } from '../apps/server/src/db/hot-reads';
import { createChallenge, DASHBOARD_READS } from './api';
import { postgresDataset, sqliteDataset } from './datasets';
import { startEmbeddedPostgres } from './embedded-postgres';
import { drive } from './load';
import { startApp, startProcess, type RunningProcess } from './processes';
import { signIn } from './sessions';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    challenges: { type: 'string', default: '1000' },
    profile: { type: 'string' },
    only: { type: 'string' },
    postgres: { type: 'boolean', default: false },
    'no-all': { type: 'boolean', default: false },
    create: { type: 'boolean', default: false },
    'node-arg': { type: 'string', multiple: true, default: [] },
  },
});
const seconds = Number(values.seconds);

const challenges = Number(values.challenges);
const size = { users: Math.max(300, Math.floor(challenges / 10)), challenges };
const embedded = values.postgres ? await startEmbeddedPostgres() : null;
const dataset = embedded ? await postgresDataset(embedded.adminUrl, size) : await sqliteDataset(size);
const app = await startApp(dataset.database, {}, [
  ...values['node-arg'],
  ...(values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : []),
]);
const hello = await startProcess('bench/hello-server.ts', {}, '/');
try {
  await app.settled();
  const options = { connections: 50, seconds };
  const measureOn = async (
    server: RunningProcess,
    requests: { path: string }[],
    headers: Record<string, string>,
    connections = 50,
  ) => {
    const target = { ...options, base: server.base, connections, headers, requests };
    await drive({ ...target, seconds: 1 });
    const before = server.cpuMicros();
    const result = await drive(target);
    return { ...result, cpu: (server.cpuMicros() - before) / result.requests };
  };
  const measure = (requests: typeof DASHBOARD_READS, headers: Record<string, string>, connections = 50) =>
    measureOn(app, requests, headers, connections);
  const bare = await measureOn(hello, [{ path: '/' }], {});
  const line = (name: string, result: Awaited<ReturnType<typeof measure>>, ratio?: number) =>
    console.log(
      `${name.padEnd(42)} ${String(result.rps).padStart(7)} req/s  ${ratio === undefined ? '' : `${ratio.toFixed(2)} × healthz  `}p99 ${result.p99} ms  server CPU ${result.cpu.toFixed(0)} µs/request  ${(result.cpu / bare.cpu).toFixed(1)} × bare CPU${result.failures ? `  FAILED ${JSON.stringify(result.statuses)}` : ''}`,
    );
  console.log(`${size.users} users, ${size.challenges} challenges`);
  line('bare fastify (its own process)', bare);
  // Before any sign-in and after one: Better Auth runs in an AsyncLocalStorage, which on Node 20 turns on a
  // promise hook every promise of the process pays for while it is enabled. authWork (auth-async-context.ts)
  // switches it off between Better Auth's calls; the two /healthz lines show whether that still holds.
  line('/healthz, before any sign-in', await measure([{ path: '/healthz' }], {}));
  const cookie = await signIn(app.base, 0);
  const healthz = await measure([{ path: '/healthz' }], {});
  line('/healthz', healthz);
  const session = await measure([{ path: SESSION_READ.path }], { cookie });
  line(SESSION_READ.path, session, session.rps / healthz.rps);
  const ALL = `all ${DASHBOARD_READS.length}`;
  const reads = values.only ? DASHBOARD_READS.filter((r) => r.path.includes(values.only!)) : DASHBOARD_READS;
  for (const request of [...reads, ...(values['no-all'] ? [] : [{ path: ALL }])]) {
    const requests = request.path === ALL ? DASHBOARD_READS : [request];
    const result = await measure(requests, { cookie });
    line(request.path, result, result.rps / healthz.rps);
  }
  if (values.create) {
    const writer = await signIn(app.base, 1);
    const result = await measure([createChallenge(app.base)], { cookie: writer }, 10);
    line('POST /api/challenges (c=10)', result, result.rps / healthz.rps);
  }
} finally {
  await hello.stop();
  await app.stop();
  await dataset.dispose();
  await embedded?.stop();
}
process.exit(0);
