import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackRunningHandlers } from './running-handlers';

/** A promise and the function that resolves it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('shutdown and the handlers still running', () => {
  it('closes only after a handler that was running has finished, before the close hooks added earlier', async () => {
    const app = Fastify();
    const handlers = trackRunningHandlers(app);
    const started = deferred();
    const release = deferred();
    const happened: string[] = [];
    app.post('/write', async () => {
      started.resolve();
      await release.promise;
      happened.push('handler finished');
      return { ok: true };
    });
    // Like the live-update bus: added before the wait, so it runs after it.
    app.addHook('onClose', async () => {
      happened.push('bus closed');
    });
    const waiting = deferred();
    app.addHook('onClose', async () => {
      waiting.resolve();
      await handlers.settled();
      happened.push('handlers settled');
    });
    await app.ready();

    const answer = app.inject({ method: 'POST', url: '/write' });
    await started.promise;
    const closed = app.close().then(() => happened.push('closed'));
    await waiting.promise;
    // Nothing here waits on a timer or on I/O: one turn of the event loop lets every promise that can settle
    // without the handler settle, settled() included if it did not wait for the handler.
    await new Promise((resolve) => setImmediate(resolve));
    expect(happened).toEqual([]);

    release.resolve();
    await closed;
    expect(happened).toEqual(['handler finished', 'handlers settled', 'bus closed', 'closed']);
    expect((await answer).statusCode).toBe(200);
  });

  it('does not wait for handlers that have finished, or that failed', async () => {
    const app = Fastify();
    const handlers = trackRunningHandlers(app);
    app.get('/fine', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('broken');
    });
    app.addHook('onClose', () => handlers.settled());
    await app.ready();
    expect((await app.inject({ url: '/fine' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/broken' })).statusCode).toBe(500);

    const startedAt = Date.now();
    await app.close();
    expect(Date.now() - startedAt).toBeLessThan(1_000);
  });
});
