import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { LoadOptions, LoadResult } from './load';
import { percentile } from './stats';

/**
 * A steady offered load: request i leaves at start + i / rate whatever became of the ones before (open loop),
 * over at most `connections` keep-alive sockets, and its latency counts from that scheduled moment, so a stall
 * is charged to every request it holds up instead of being hidden by the sender waiting too.
 *
 * autocannon's fixed rate is not this: each of its connections sends its share of a second as fast as the
 * server answers and then idles until the next second, so "half the maximum rate" ran at full load for half of
 * each second, and its correction for that added a made-up sample for every millisecond of a slow answer.
 */
export async function drivePaced(options: LoadOptions & { rate: number }): Promise<LoadResult> {
  const { hostname, port } = new URL(options.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let failures = 0;
  let settled = 0;
  let lastAnswerAt = 0;
  const start = performance.now() + 20;

  await new Promise<void>((resolve) => {
    const done = (scheduledAt: number, status: string) => {
      const now = performance.now();
      if (status.startsWith('2')) latencies.push(now - scheduledAt);
      else failures++;
      statuses[status] = (statuses[status] ?? 0) + 1;
      lastAnswerAt = now;
      if (++settled === total) resolve();
    };
    const send = (index: number) => {
      const scheduledAt = start + (index * 1000) / options.rate;
      const request = options.requests[index % options.requests.length]!;
      http
        .request(
          {
            agent,
            hostname,
            port,
            method: request.method ?? 'GET',
            path: request.path,
            headers: { ...options.headers, ...request.headers },
          },
          (response) => {
            response.resume();
            response.on('end', () => done(scheduledAt, String(response.statusCode)));
          },
        )
        .on('error', () => done(scheduledAt, 'error'))
        .end(request.body);
    };
    let sent = 0;
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / options.rate <= now) send(sent++);
      if (sent < total) setTimeout(tick, 1);
    };
    setTimeout(tick, 20);
  });
  agent.destroy();

  const at = (quantile: number) => Math.round(percentile(latencies, quantile) * 10) / 10;
  return {
    rps: Math.round((total * 1000) / (lastAnswerAt - start)),
    p50: at(0.5),
    p99: at(0.99),
    requests: total,
    failures,
    statuses,
  };
}
