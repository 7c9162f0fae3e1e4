/**
 * `npm run bench`: the server as `npm start` runs it, in its own process, loaded by autocannon from this one.
 * For each engine (SQLite; PostgreSQL with --postgres or DATABASE_URL) and each dataset size (1k challenges,
 * and 1M unless --quick): the bare Fastify ceiling, /healthz, the session, the dashboard's reads, creating a
 * challenge and reads while writing, each with its ratio to the ceiling measured in the same run; then
 * live-update fan-out at 1,000 and 5,000 streams; last, Lighthouse (mobile) on the landing page, /login and the
 * dashboard (lighthouse-pages.ts, building the web app first if it is not built). Prints a table and writes
 * bench/results/<timestamp>.json.
 */
import os from 'node:os';
import { measureApi } from './api';
import { readArgs } from './args';
import { postgresDataset, sqliteDataset, type Dataset, type DatasetSize } from './datasets';
import { startEmbeddedPostgres } from './embedded-postgres';
import { measureFanout, type FanoutResult } from './fanout';
import { measureLighthouse } from './lighthouse-pages';
import { warmThenDrive, type LoadResult } from './load';
import { startApp, startProcess, type RunningProcess } from './processes';
import { printSummary, writeResults, type EngineRun } from './report';

const args = readArgs();
const timing = { connections: 50, seconds: args.seconds, warmSeconds: args.warmSeconds };

/**
 * The ceiling: the bare Fastify route at full load, in its own process. The caller stops it after the app's
 * scenarios, which measure it once more at the dashboard reads' half rate.
 */
async function startCeiling(): Promise<{ hello: RunningProcess; ceiling: LoadResult }> {
  const hello = await startProcess('bench/hello-server.ts', {}, '/');
  try {
    const ceiling = await warmThenDrive(
      { base: hello.base, requests: [{ path: '/' }], ...timing },
      timing.warmSeconds,
    );
    return { hello, ceiling };
  } catch (error) {
    await hello.stop();
    throw error;
  }
}

async function runSize(
  engine: string,
  label: string,
  size: DatasetSize,
  dataset: Dataset,
  withFanout: boolean,
) {
  console.log(`\n${engine}, ${label} (${size.users} users, ${size.challenges} challenges)`);
  if (dataset.generatedInMs !== null)
    console.log(`    generated in ${(dataset.generatedInMs / 1000).toFixed(1)} s`);
  const { hello, ceiling } = await startCeiling();
  try {
    console.log(
      `    bare fastify           ${String(ceiling.rps).padStart(7)} req/s  p50 ${ceiling.p50} ms  p99 ${ceiling.p99} ms`,
    );
    const app = await startApp(dataset.database);
    try {
      await app.settled();
      const api = await measureApi(app, hello, timing, { reader: 0, writer: size.users - 1 });
      const fanout = withFanout ? await measureFanouts(app) : [];
      return { label, size, generatedInMs: dataset.generatedInMs, ceiling, api, fanout };
    } finally {
      await app.stop();
    }
  } finally {
    await hello.stop();
    await dataset.dispose();
  }
}

/** Live-update fan-out at each stream count, users from 1 on (user 0 is the API scenarios' user). */
async function measureFanouts(app: RunningProcess): Promise<FanoutResult[]> {
  const results: FanoutResult[] = [];
  for (const streams of args.fanoutStreams) {
    // Each size signs its users in afresh.
    const result = await measureFanout(app, streams, 1, args.fanoutRounds);
    results.push(result);
    console.log(
      `    fan-out ${String(streams).padStart(5)} streams  after response p50 ${result.afterResponse.p50} ms  p99 ${result.afterResponse.p99} ms  (after request p99 ${result.afterRequest.p99} ms)  ${result.rssPerStreamKb} KB/stream  server CPU ${result.serverCpuPerDeliveryUs} µs/delivery  missed ${result.missed}`,
    );
  }
  return results;
}

const engines: EngineRun[] = [];
console.log(
  `Node ${process.version}, ${os.cpus().length} cores; c=${timing.connections}, ${timing.seconds} s per scenario`,
);

const sqliteRuns = [];
for (const { label, size } of args.sizes) {
  sqliteRuns.push(await runSize('SQLite', label, size, await sqliteDataset(size), label === '1k'));
}
engines.push({ engine: 'sqlite', sizes: sqliteRuns });

if (args.postgres) {
  const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres();
  const adminUrl = process.env.DATABASE_URL ?? embedded!.adminUrl;
  try {
    const postgresRuns = [];
    for (const { label, size } of args.sizes) {
      postgresRuns.push(
        await runSize('PostgreSQL', label, size, await postgresDataset(adminUrl, size), label === '1k'),
      );
    }
    engines.push({ engine: 'postgres', sizes: postgresRuns });
  } finally {
    await embedded?.stop();
  }
}

console.log('\nLighthouse, mobile');
const lighthouse = await measureLighthouse();

printSummary(engines);
console.log(`\nResults: ${writeResults({ quick: args.quick, timing, engines, lighthouse })}`);
// A stray keep-alive socket of fetch's pool must not hold the process open.
process.exit(0);
