import type { FastifyInstance } from 'fastify';
import type { FlushWrites } from '../db/group-commit';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * No write is acknowledged before it is on the disk: a success (status below 400) answering a request that may
 * have written (any method but GET, HEAD and OPTIONS, and any answer that sets a cookie, such as the Google
 * sign-in callback) waits for `flushWrites`. That returns at once when nothing was written since the last flush,
 * so reads never wait; when the flush fails, the request answers 500 instead of a success that a power cut
 * could undo (the error answer itself is not held back).
 */
export function registerDurableWrites(app: FastifyInstance, flushWrites: FlushWrites): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const mayHaveWritten = !READ_METHODS.has(request.method) || reply.hasHeader('set-cookie');
    if (mayHaveWritten && reply.statusCode < 400) await flushWrites();
    return payload;
  });
}
