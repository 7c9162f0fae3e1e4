import { Worker } from 'node:worker_threads';

/** How often the worker checkpoints: often enough that the WAL stays a few megabytes at thousands of writes/s. */
const CHECKPOINT_INTERVAL_MS = 100;

/**
 * Past this many WAL pages the server's own connection checkpoints, as SQLite does by default at 1,000: only a
 * backstop for a worker that has stopped keeping up, so that the WAL cannot grow without bound.
 */
export const BACKSTOP_CHECKPOINT_PAGES = 10_000;

export interface BackgroundCheckpoints {
  /** Resolves after the worker's next checkpoint (for tests): with how many WAL frames it had copied. */
  next(): Promise<number>;
  /** Ends the worker; it closes its connection on its own thread. */
  stop(): void;
  /** Resolves once the worker has exited. */
  stopped: Promise<void>;
}

/**
 * Checkpoints the WAL (copies committed pages into the database file) from a worker thread with its own
 * connection. SQLite otherwise checkpoints inside the commit that passes 1,000 WAL pages, on the event loop and
 * with two fsyncs: a few milliseconds every few dozen writes during which no request is answered. A PASSIVE
 * checkpoint runs beside the server's reads and writes (WAL allows it) and never blocks them. Errors are logged
 * and the next tick tries again.
 */
export function startBackgroundCheckpoints(
  file: string,
  onError: (message: string) => void,
  intervalMs = CHECKPOINT_INTERVAL_MS,
): BackgroundCheckpoints {
  const worker = new Worker(new URL('./checkpoint-worker.mjs', import.meta.url), {
    workerData: { file, intervalMs },
  });
  worker.unref();
  const waiting: ((checkpointed: number) => void)[] = [];
  worker.on('message', (message: { checkpointed?: number; error?: string }) => {
    if (message.error !== undefined) onError(message.error);
    for (const resolve of waiting.splice(0)) resolve(message.checkpointed ?? -1);
  });
  worker.on('error', (err) => onError(String(err)));
  const stopped = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    next: () => new Promise((resolve) => waiting.push(resolve)),
    stop: () => worker.postMessage('stop'),
    stopped,
  };
}
