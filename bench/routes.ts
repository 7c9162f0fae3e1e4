/**
 * `npm run bench:routes -- [--seconds S] [--only TEXT] [--no-all] [--create] [--postgres] [--profile DIR]
 * [--node-arg=FLAG …]`: each of the dashboard's reads on its own against the 1k dataset, then all eight, with
 * /healthz and /api/session measured in the same run for the ratios. Beside req/s it gives the server's CPU time
 * per request (from /proc): on a shared machine the load generator's share of the CPU swings req/s, while CPU per
 * request moves much less. --create adds challenge creation (by another user, c=10). --only keeps the reads whose path holds TEXT; --profile writes the server's CPU profile
 * (node --cpu-prof) into DIR when it stops; --node-arg passes a flag to the server's node. For finding which read
 * costs what; `npm run bench` gives the figures the issue's targets are about.
 */
import { parseArgs } from 'node:util';
import { createChallenge, DASHBOARD_READS } from './api';
import { postgresDataset, sqliteDataset } from './datasets';
import { startEmbeddedPostgres } from './embedded-postgres';
import { drive } from './load';
import { startApp } from './processes';
import { signIn } from './sessions';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    profile: { type: 'string' },
    only: { type: 'string' },
    postgres: { type: 'boolean', default: false },
    'no-all': { type: 'boolean', default: false },
    create: { type: 'boolean', default: false },
    'node-arg': { type: 'string', multiple: true, default: [] },
  },
});
const seconds = Number(values.seconds);

const size = { users: 300, challenges: 1_000 };
const embedded = values.postgres ? await startEmbeddedPostgres() : null;
const dataset = embedded ? await postgresDataset(embedded.adminUrl, size) : await sqliteDataset(size);
const app = await startApp(dataset.database, {}, [
  ...values['node-arg'],
  ...(values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : []),
]);
try {
  await app.settled();
  const options = { base: app.base, connections: 50, seconds };
  const measure = async (
    requests: typeof DASHBOARD_READS,
    headers: Record<string, string>,
    connections = 50,
  ) => {
    await drive({ ...options, connections, headers, requests, seconds: 1 });
    const before = app.cpuMicros();
    const result = await drive({ ...options, connections, headers, requests });
    return { ...result, cpu: (app.cpuMicros() - before) / result.requests };
  };
  const line = (name: string, result: Awaited<ReturnType<typeof measure>>, ratio?: number) =>
    console.log(
      `${name.padEnd(42)} ${String(result.rps).padStart(7)} req/s  ${ratio === undefined ? '' : `${ratio.toFixed(2)} × healthz  `}p99 ${result.p99} ms  server CPU ${result.cpu.toFixed(0)} µs/request${result.failures ? `  FAILED ${JSON.stringify(result.statuses)}` : ''}`,
    );
  // Before any sign-in and after one: Better Auth runs in an AsyncLocalStorage, which on Node 20 turns on a
  // promise hook every promise of the process pays for while it is enabled. authWork (auth-async-context.ts)
  // switches it off between Better Auth's calls; the two /healthz lines show whether that still holds.
  line('/healthz, before any sign-in', await measure([{ path: '/healthz' }], {}));
  const cookie = await signIn(app.base, 0);
  const healthz = await measure([{ path: '/healthz' }], {});
  line('/healthz', healthz);
  const session = await measure([{ path: '/api/session' }], { cookie });
  line('/api/session', session, session.rps / healthz.rps);
  const reads = values.only ? DASHBOARD_READS.filter((r) => r.path.includes(values.only!)) : DASHBOARD_READS;
  for (const request of [...reads, ...(values['no-all'] ? [] : [{ path: 'all eight' }])]) {
    const requests = request.path === 'all eight' ? DASHBOARD_READS : [request];
    const result = await measure(requests, { cookie });
    line(request.path, result, result.rps / healthz.rps);
  }
  if (values.create) {
    const writer = await signIn(app.base, 1);
    const result = await measure([createChallenge(app.base)], { cookie: writer }, 10);
    line('POST /api/challenges (c=10)', result, result.rps / healthz.rps);
  }
} finally {
  await app.stop();
  await dataset.dispose();
  await embedded?.stop();
}
process.exit(0);
