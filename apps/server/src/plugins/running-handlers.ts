import type { FastifyInstance } from 'fastify';

/** How long shutdown waits for handlers still running before it closes what they use anyway. */
const MAX_WAIT_MS = 5_000;

/**
 * Route handlers still running, so shutdown can wait for them. Fastify's close waits for open connections, not
 * for a handler whose client went away meanwhile: that handler still commits its write and publishes its live
 * updates, and would find the event bus and the database closed under it. Call before any route is added;
 * `settled()` resolves once every handler started so far has finished (or after MAX_WAIT_MS).
 */
export function trackRunningHandlers(app: FastifyInstance): { settled: () => Promise<void> } {
  const running = new Set<Promise<void>>();
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (request, reply) {
      const result: unknown = handler.call(this, request, reply);
      if (result instanceof Promise) {
        // Fastify handles the handler's own promise (and its failure); this one only marks the end.
        const finished: Promise<void> = result.then(
          () => undefined,
          () => undefined,
        );
        running.add(finished);
        void finished.then(() => running.delete(finished));
      }
      return result;
    };
  });
  return {
    async settled() {
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, MAX_WAIT_MS).unref();
      });
      await Promise.race([Promise.all([...running]), gaveUp]);
      clearTimeout(timer);
    },
  };
}
