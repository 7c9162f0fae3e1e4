import type { FastifyBaseLogger } from 'fastify';

/** One kind of due work; `run` does what is due at `now` and answers how many things it did. */
export interface ScheduledTask {
  name: string;
  run(now: number): Promise<number>;
}

export interface Scheduler {
  /** Runs every task once, in order, and answers what each did. A failing task is logged; the others run. */
  runOnce(): Promise<Record<string, number>>;
  /** Runs now and then every interval, never two runs at once in this process. */
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * The in-process scheduler. It holds no lock: each task claims its own work with a conditional write on the
 * rows concerned (a compare-and-set, or an insert under a unique key), which exactly one process can win, so
 * any number of processes may run it against one database (docs/decisions/009).
 */
export function createScheduler({
  tasks,
  intervalMs,
  now,
  log,
}: {
  tasks: readonly ScheduledTask[];
  intervalMs: number;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'error'>;
}): Scheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function runOnce(): Promise<Record<string, number>> {
    const at = now();
    const done: Record<string, number> = {};
    for (const task of tasks) {
      try {
        done[task.name] = await task.run(at);
      } catch (err) {
        log.error({ err, task: task.name }, 'scheduled task failed');
        done[task.name] = 0;
      }
    }
    return done;
  }

  function tick() {
    if (running) return;
    running = runOnce().finally(() => {
      running = undefined;
    });
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      // The timer alone never keeps the process alive (shutdown does not wait for the next tick).
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
