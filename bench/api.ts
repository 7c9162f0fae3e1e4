import type { Request } from 'autocannon';
import { DASHBOARD_READS as HOT_DASHBOARD_READS, SESSION_READ } from '../apps/server/src/db/hot-reads';
import { drive, warmThenDrive, type LoadResult } from './load';
import type { RunningProcess } from './processes';
import { signIn } from './sessions';

export interface Timing {
  connections: number;
  seconds: number;
  warmSeconds: number;
}

export type ApiResults = Record<string, LoadResult & { note?: string }>;

/**
 * What the dashboard asks for when it opens, from the one list of hot reads (apps/server/src/db/hot-reads.ts,
 * which the statement budget test reads too): the figure means "one dashboard's reads".
 */
export const DASHBOARD_READS: Request[] = HOT_DASHBOARD_READS.map(({ path }) => ({ path }));

/** One challenge creation, as the create form sends it. */
export const createChallenge = (origin: string): Request => ({
  method: 'POST',
  path: '/api/challenges',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify({
    title: 'Bench challenge',
    topic: 'Algorithms',
    level: 'Intermediate',
    dueDays: 3,
    description: 'Explain why binary search ends.',
  }),
});

/**
 * Writers beside the readers in "reads while writing": a steady stream of creations at a fixed rate, evenly
 * spaced (paced.ts; a very busy site: 17 million a day), not a flood. A flood would make the ratio depend on how
 * many writes get through, so two runs (or two engines) would compare different amounts of writing. 20
 * connections, so that a creation waiting its turn behind the reads does not hold the rate below what was asked.
 */
const WRITER_CONNECTIONS = 20;
const WRITES_PER_SECOND = 200;

/**
 * The app's hot paths against one dataset: /healthz, the session, the dashboard's reads, creating a challenge,
 * and the dashboard's reads while challenges are being created. The reader is generated user 0 (one of the
 * busiest 5%: about five times the average user's rows); the writer is another user, so the reader's lists
 * do not grow with the creations and "reads while writing" compares like with like. `hello` is the bare
 * Fastify process of the same run (hello-server.ts).
 */
export async function measureApi(
  app: RunningProcess,
  hello: RunningProcess,
  timing: Timing,
  users: { reader: number; writer: number },
): Promise<ApiResults> {
  const cookie = await signIn(app.base, users.reader);
  const writerCookie = await signIn(app.base, users.writer);
  const base = { base: app.base, connections: timing.connections, seconds: timing.seconds };
  const signedIn = { ...base, headers: { cookie } };
  const writer = { ...base, headers: { cookie: writerCookie } };
  const results: ApiResults = {};
  const run = async (name: string, options: Parameters<typeof drive>[0]) => {
    results[name] = await warmThenDrive(options, timing.warmSeconds);
    report(name, results[name]);
  };
  await run('healthz', { ...base, requests: [{ path: '/healthz' }] });
  await run('session', { ...signedIn, requests: [{ path: SESSION_READ.path }] });
  await run('dashboard reads', { ...signedIn, requests: DASHBOARD_READS });
  // The latency target is set at half the maximum rate: a server with headroom, as it should run. The
  // bare route at the same steady rate, just before, is the tail this host and the sender give anything: a
  // stall of the shared machine shows in both, one of the app's own only in the second.
  const half = Math.max(1, Math.round(results['dashboard reads']!.rps / 2));
  await run('bare fastify, half', { ...base, base: hello.base, requests: [{ path: '/' }], rate: half });
  await run('dashboard reads, half', { ...signedIn, requests: DASHBOARD_READS, rate: half });
  await run('create challenge', { ...writer, requests: [createChallenge(app.base)] });

  const [reads, writes] = await Promise.all([
    drive({ ...signedIn, requests: DASHBOARD_READS }),
    drive({
      ...writer,
      connections: WRITER_CONNECTIONS,
      rate: WRITES_PER_SECOND,
      requests: [createChallenge(app.base)],
    }),
  ]);
  results['reads while writing'] = {
    ...reads,
    note: `beside ${writes.rps} creations/s (asked ${WRITES_PER_SECOND}/s, c=${WRITER_CONNECTIONS})`,
  };
  results['writes beside reads'] = writes;
  report('reads while writing', results['reads while writing']);
  return results;
}

function report(name: string, result: LoadResult) {
  const failures = result.failures
    ? `  (${result.failures} failed! statuses ${JSON.stringify(result.statuses)})`
    : '';
  console.log(
    `    ${name.padEnd(22)} ${String(result.rps).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms${failures}`,
  );
}
