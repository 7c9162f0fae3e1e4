import { LEARNING_MESSAGES, REALTIME_PATH } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import type { BusMessage } from './event-bus';
import {
  changeFrame,
  cursorFrame,
  HEARTBEAT_MS,
  heartbeatFrame,
  lastEventIdOf,
  resyncFrame,
  retryFrame,
} from './sse-format';

/** Tabs per user; far above real use, low enough that one account cannot hold the server's sockets. */
const MAX_STREAMS_PER_USER = 20;
const querySchema = z.object({ lastEventId: z.string().max(32).optional() });

/**
 * GET /api/events: one Server-Sent Events stream per signed-in tab (docs/decisions/003-realtime.md). Events
 * name what changed; the browser refetches through the normal, permission-checked endpoints.
 */
export function eventsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { events } = context;
  return async (app) => {
    const open = new Map<string, Set<() => void>>();

    // Fastify waits for open connections when closing; streams never end on their own, so end them first.
    app.addHook('preClose', async () => {
      for (const closers of open.values()) for (const close of [...closers]) close();
    });

    const options = {
      onRequest: requireUser(context),
      schema: { querystring: querySchema },
      // Fastify's automatic HEAD would run this handler and hold a stream (and a slot) open with no body to end.
      exposeHeadRoute: false,
    };
    app.get(REALTIME_PATH, options, async (request, reply) => {
      const user = userOf(request);
      const streams = open.get(user.id) ?? new Set<() => void>();
      if (streams.size >= MAX_STREAMS_PER_USER) {
        throw new AppError('resource_exhausted', LEARNING_MESSAGES.tooManyStreams);
      }
      const lastEventId = lastEventIdOf(request.headers['last-event-id'], request.query.lastEventId);

      reply.hijack();
      const raw = reply.raw;
      // The client may have gone while the session was checked: its 'close' has fired already.
      if (!raw.socket || raw.socket.destroyed) return;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.write(retryFrame());

      // Subscribing and replaying happen in the same tick, so no event can fall between the two.
      const unsubscribe = events.subscribe(
        user.id,
        (message: BusMessage) => raw.write(changeFrame(message.id, message.event)),
        (lastId) => raw.write(resyncFrame(lastId)),
      );
      if (lastEventId === undefined) {
        raw.write(cursorFrame(events.lastId()));
      } else {
        const missed = events.replay(user.id, lastEventId);
        if (missed === null) raw.write(resyncFrame(events.lastId()));
        else for (const message of missed) raw.write(changeFrame(message.id, message.event));
      }
      const heartbeat = setInterval(() => raw.write(heartbeatFrame()), HEARTBEAT_MS).unref();

      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(close);
        if (streams.size === 0 && open.get(user.id) === streams) open.delete(user.id);
        if (!raw.writableEnded) raw.end();
      };
      streams.add(close);
      open.set(user.id, streams);
      raw.on('close', close);
      raw.on('error', close);
    });
  };
}
