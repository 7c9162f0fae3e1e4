import autocannon, { type Request } from 'autocannon';
import { drivePaced } from './paced';

export interface LoadOptions {
  /** http://127.0.0.1:PORT */
  base: string;
  requests: Request[];
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** A steady offered load (req/s, paced.ts) instead of as many as the server can answer. */
  rate?: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers other than 2xx, errors and timeouts: a scenario with failures measures the wrong thing. */
  failures: number;
  /** Answers per HTTP status, to tell what failed. */
  statuses: Record<string, number>;
}

/**
 * One run from this process (the server is another process): the mean req/s and latency. As many requests as
 * the server answers with autocannon; a fixed rate with the paced sender.
 */
export async function drive(options: LoadOptions): Promise<LoadResult> {
  if (options.rate) return drivePaced({ ...options, rate: options.rate });
  const result = await autocannon({
    url: options.base,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
    requests: options.requests,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
    ),
  };
}

/** A short run first, so JIT, caches and connection pools are warm when the measured run starts. */
export async function warmThenDrive(options: LoadOptions, warmSeconds: number): Promise<LoadResult> {
  await drive({ ...options, seconds: warmSeconds });
  return drive(options);
}
