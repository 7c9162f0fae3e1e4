import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not delay a response, such as sending the password-reset mail: a request for an existing
 * account would otherwise take longer than one for an unknown address and reveal which accounts exist.
 * Failures are logged; drain() waits for everything in flight (on shutdown, and in tests).
 */
export function createBackgroundTasks(log: Pick<FastifyBaseLogger, 'error'>) {
  const pending = new Set<Promise<void>>();
  return {
    run(task: Promise<unknown>) {
      const tracked: Promise<void> = task
        .then(() => undefined)
        .catch((err: unknown) => log.error({ err }, 'background task failed'))
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
