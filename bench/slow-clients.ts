/**
 * `npm run bench:slow-clients [-- --connections N] [--seconds S] [--drip-seconds D]`: can one client starve
 * everyone? Starts the server as `npm start` runs it (production mode, a fresh SQLite file), signs one user up,
 * then measures, from 127.0.0.1, a new connection per request (as new visitors arrive):
 * - baseline: `GET /healthz` and a signed-in `GET /api/session` with nothing else going on;
 * - attack: the same reads while N connections (1,000 unless told) from another loopback address (127.0.0.2)
 *   each send a JSON POST's headers and then its body one byte every D seconds (5 unless told), reconnecting
 *   a second after the server closes one (--reconnect-ms), from a process of their own.
 * A request that fails or takes over 5 s counts as 5 s. Prints p50/p99 per phase and the ratios, the issue's
 * verdict (p99 under 1 s for both during the attack) as PASS/FAIL, and writes bench/results/slow-clients-<time>.json.
 * All traffic stays on loopback; stops by itself after about 2 × S seconds. Exits 0 either way: a measurement.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config';
import { signUp } from './farm-client';
import { repoRoot, startApp } from './processes';
import { percentile } from './stats';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '20' },
    'drip-seconds': { type: 'string', default: '5' },
    'reconnect-ms': { type: 'string', default: '1000' },
  },
});
const positive = (name: string, text: string) => {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a number > 0`);
  return value;
};
const connections = Math.round(positive('connections', values.connections));
const seconds = positive('seconds', values.seconds);
const dripMs = positive('drip-seconds', values['drip-seconds']) * 1000;
const reconnectMs = positive('reconnect-ms', values['reconnect-ms']);

const VICTIM_ADDRESS = '127.0.0.1';
const ATTACKER_ADDRESS = '127.0.0.2';
/** A read that has not answered in this long has failed for its user. */
const GIVE_UP_MS = 5_000;
/** How often each probe starts a read (per path). */
const PROBE_EVERY_MS = 100;

/** One GET on a connection of its own from `localAddress`: its latency in ms, or GIVE_UP_MS if it failed. */
function timedGet(base: URL, pathname: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (ok: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      request.destroy();
      resolve(ok ? Math.min(GIVE_UP_MS, performance.now() - started) : GIVE_UP_MS);
    };
    const request = http.get(
      {
        host: base.hostname,
        port: base.port,
        path: pathname,
        headers,
        agent: false,
        localAddress: VICTIM_ADDRESS,
      },
      (response) => {
        response.resume();
        response.on('end', () => finish(response.statusCode === 200));
        response.on('error', () => finish(false));
      },
    );
    request.on('error', () => finish(false));
    const timer = setTimeout(() => finish(false), GIVE_UP_MS);
  });
}

interface Phase {
  healthz: number[];
  session: number[];
}

/** Reads `/healthz` and `/api/session` every PROBE_EVERY_MS for `ms`, each on a new connection. */
async function probe(base: URL, cookie: string, ms: number): Promise<Phase> {
  const phase: Phase = { healthz: [], session: [] };
  const pending: Promise<void>[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    pending.push(timedGet(base, '/healthz', {}).then((latency) => void phase.healthz.push(latency)));
    pending.push(
      timedGet(base, '/api/session', { cookie }).then((latency) => void phase.session.push(latency)),
    );
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  await Promise.all(pending);
  return phase;
}

/** N slow clients from ATTACKER_ADDRESS: each sends a POST's headers, then a byte every dripMs; reopened when closed. */
function startAttack(base: URL, count: number) {
  const body = JSON.stringify({ name: 'x'.repeat(200), email: 'slow@example.com', message: 'y'.repeat(700) });
  const head =
    `POST /api/contact HTTP/1.1\r\nHost: ${base.host}\r\nOrigin: ${base.origin}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  const stats = { open: 0, closedByServer: 0, refused: 0 };
  let stopped = false;
  const sockets = new Set<net.Socket>();
  const drip = (socket: net.Socket, sent: number) => {
    if (stopped || socket.destroyed) return;
    socket.write(body[sent % body.length]!);
    setTimeout(() => drip(socket, sent + 1), dripMs).unref();
  };
  const open = () => {
    if (stopped) return;
    const socket = net.connect({
      host: base.hostname,
      port: Number(base.port),
      localAddress: ATTACKER_ADDRESS,
    });
    sockets.add(socket);
    let connected = false;
    socket.on('connect', () => {
      connected = true;
      stats.open += 1;
      socket.write(head);
      setTimeout(() => drip(socket, 0), dripMs).unref();
    });
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      if (connected) stats.open -= 1;
      if (stopped) return;
      if (connected) stats.closedByServer += 1;
      else stats.refused += 1;
      // The attacker comes back (--reconnect-ms later) to keep up the pressure.
      setTimeout(open, reconnectMs).unref();
    });
  };
  for (let index = 0; index < count; index += 1) open();
  return {
    stats,
    stop() {
      stopped = true;
      for (const socket of sockets) socket.destroy();
    },
  };
}

type AttackStats = ReturnType<typeof startAttack>['stats'];

/**
 * The attacker runs in a process of its own (this script, forked with SLOW_CLIENTS_ATTACK=<base URL>), so its
 * thousands of sockets do not slow the probe's own event loop: only the server is measured. It reports its
 * counts every 500 ms and stops when told.
 */
function forkAttacker(base: string) {
  const child = fork(fileURLToPath(import.meta.url), process.argv.slice(2), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, SLOW_CLIENTS_ATTACK: base },
  });
  let stats: AttackStats = { open: 0, closedByServer: 0, refused: 0 };
  child.on('message', (message) => (stats = message as AttackStats));
  return {
    stats: () => stats,
    async stop(): Promise<AttackStats> {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
      return stats;
    },
  };
}

const summary = (samples: number[]) => ({
  count: samples.length,
  failed: samples.filter((latency) => latency >= GIVE_UP_MS).length,
  p50: Math.round(percentile(samples, 0.5) * 10) / 10,
  p99: Math.round(percentile(samples, 0.99) * 10) / 10,
});

async function main() {
  /** The caps production runs with (config.ts defaults), not bench/processes.ts's unlimited per-address ones. */
  const { connections: caps } = loadConfig({ DATA_DIR: os.tmpdir() });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-bench-slow-'));
  const app = await startApp(
    { dataDir },
    {
      MAX_CONNECTIONS_PER_ADDRESS: String(caps.maxConnectionsPerAddress),
      MAX_LIVE_STREAMS_PER_ADDRESS: String(caps.maxLiveStreamsPerAddress),
    },
  );
  try {
    const base = new URL(app.base);
    const { cookie } = await signUp(app.base, 'Probe');
    await app.settled();

    console.log(`Baseline: ${seconds} s of reads from ${VICTIM_ADDRESS}, nothing else`);
    const baseline = await probe(base, cookie, seconds * 1000);

    console.log(
      `Attack: ${connections} connections from ${ATTACKER_ADDRESS}, a body byte every ${dripMs / 1000} s each`,
    );
    const attack = forkAttacker(app.base);
    // Let the connections open (and first bytes arrive) before measuring.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const openAtStart = attack.stats().open;
    const during = await probe(base, cookie, seconds * 1000);
    const openAtEnd = attack.stats().open;
    const attackStats = { ...(await attack.stop()), open: openAtEnd, openAtStart };

    const rows = {
      healthz: { baseline: summary(baseline.healthz), attack: summary(during.healthz) },
      session: { baseline: summary(baseline.session), attack: summary(during.session) },
    };
    const ratio = (value: number, to: number) => (to > 0 ? Math.round((value / to) * 10) / 10 : 0);
    console.log(
      `\nAttacker: ${openAtStart} open 2 s in, ${attackStats.open} at the end; ` +
        `${attackStats.closedByServer} closed by the server, ${attackStats.refused} refused before connecting`,
    );
    console.log('read             phase      reads  failed   p50 ms   p99 ms   p50 ×base  p99 ×base');
    for (const [name, row] of Object.entries(rows)) {
      for (const phase of ['baseline', 'attack'] as const) {
        const result = row[phase];
        console.log(
          [
            (name === 'healthz' ? 'GET /healthz' : 'GET /api/session').padEnd(16),
            phase.padEnd(8),
            String(result.count).padStart(7),
            String(result.failed).padStart(7),
            result.p50.toFixed(1).padStart(8),
            result.p99.toFixed(1).padStart(8),
            String(ratio(result.p50, row.baseline.p50)).padStart(11),
            String(ratio(result.p99, row.baseline.p99)).padStart(10),
          ].join(' '),
        );
      }
    }
    const pass = rows.healthz.attack.p99 < 1000 && rows.session.attack.p99 < 1000;
    console.log(`\n${pass ? 'PASS' : 'FAIL'}: p99 under 1 s for both reads during the attack`);

    const file = path.join(
      repoRoot,
      'bench/results',
      `slow-clients-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.json`,
    );
    fs.writeFileSync(
      file,
      `${JSON.stringify({ connections, seconds, dripMs, attacker: attackStats, rows, pass }, null, 2)}\n`,
    );
    console.log(`Written to ${path.relative(repoRoot, file)}`);
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.SLOW_CLIENTS_ATTACK) {
  const attack = startAttack(new URL(process.env.SLOW_CLIENTS_ATTACK), connections);
  const report = setInterval(() => process.send?.(attack.stats), 500);
  process.on('message', () => {
    clearInterval(report);
    attack.stop();
    process.send?.(attack.stats, () => process.exit(0));
  });
} else {
  await main();
}
