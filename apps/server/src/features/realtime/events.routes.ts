import {
  ACCOUNT_DISABLED_ERROR,
  LEARNING_MESSAGES,
  REALTIME_PATH,
  type SignedOutNotice,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import { clientKey } from '../../client-address';
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
  signedOutFrame,
} from './sse-format';
import { activeSuspensionOf } from '../moderation/suspension-status.service';

/** Tabs per user; far above real use, low enough that one account cannot hold the server's sockets. */
const MAX_STREAMS_PER_USER = 20;
/** How often a stream checks that its session still lives: a stream outlives its session by a minute at most. */
const SESSION_CHECK_MS = 60_000;
/**
 * When a process or a client address is at its stream cap: long enough for streams to turn over, short enough
 * to feel live. (The page's EventSource cannot read it; it backs off from 2 s to 60 s on any refusal.)
 */
const STREAMS_FULL_RETRY_SECONDS = 30;
/**
 * How far apart two servers' clocks may be: a page may have read from one process and open its stream on
 * another (`since` is a time of the server that answered the page's first read).
 */
const CLOCK_SKEW_MS = 1_000;
const querySchema = z.object({
  lastEventId: z.string().max(32).optional(),
  // A first stream: the server time before which the page's reads began (lib/api-client.ts, serverTimeOfFirstRead).
  since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

/**
 * GET /api/events: one Server-Sent Events stream per signed-in tab (docs/decisions/003-realtime.md). Events
 * name what changed; the browser refetches through the normal, permission-checked endpoints.
 */
export function eventsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { events, openStreams, resolveUser, sessionTokenOf } = context;
  const { maxLiveStreams, maxLiveStreamsPerAddress } = context.config.connections;
  const sessionCheckMs = context.streamSessionCheckMs ?? SESSION_CHECK_MS;
  return async (app) => {
    // Fastify waits for open connections when closing; streams never end on their own, so end them first.
    app.addHook('preClose', async () => openStreams.endAll());

    const options = {
      onRequest: requireUser(context),
      schema: { querystring: querySchema },
      // Fastify's automatic HEAD would run this handler and hold a stream (and a slot) open with no body to end.
      exposeHeadRoute: false,
    };
    app.get(REALTIME_PATH, options, async (request, reply) => {
      const user = userOf(request);
      if (openStreams.countFor(user.id) >= MAX_STREAMS_PER_USER) {
        throw new AppError('resource_exhausted', LEARNING_MESSAGES.tooManyStreams);
      }
      // The client address's cap (MAX_LIVE_STREAMS_PER_ADDRESS), so a few throwaway accounts from one client
      // cannot fill the process's streams: 429, this client's own excess, as the per-user cap answers.
      const address = clientKey(request.ip);
      if (openStreams.countFrom(address) >= maxLiveStreamsPerAddress) {
        reply.header('retry-after', String(STREAMS_FULL_RETRY_SECONDS));
        throw new AppError('resource_exhausted', LEARNING_MESSAGES.tooManyStreams);
      }
      // The process's cap (MAX_LIVE_STREAMS), so many accounts together cannot hold every socket either.
      if (openStreams.total() >= maxLiveStreams) {
        reply.header('retry-after', String(STREAMS_FULL_RETRY_SECONDS));
        throw new AppError('unavailable', LEARNING_MESSAGES.streamsFull);
      }
      const sessionToken = (await sessionTokenOf(request.headers)) ?? '';
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
      // A reconnect catches up from the last id it saw; a first stream, from when its page began to read (what
      // changed between those reads and now was never sent to it); with neither, the client refetches itself.
      const since = request.query.since;
      const missed =
        lastEventId !== undefined
          ? events.replay(user.id, lastEventId)
          : since !== undefined
            ? events.replaySince(user.id, since - CLOCK_SKEW_MS)
            : [];
      if (missed === null) raw.write(resyncFrame(events.lastId()));
      else {
        for (const message of missed) raw.write(changeFrame(message.id, message.event));
        if (lastEventId === undefined) raw.write(cursorFrame(events.lastId()));
      }
      const heartbeat = setInterval(() => raw.write(heartbeatFrame()), HEARTBEAT_MS).unref();
      // The session may end where this process cannot see it (expiry, sign-out or a suspension through another
      // process); a suspension is said before the stream ends, so the page signs out and says why.
      const sessionCheck = setInterval(() => {
        resolveUser(request.headers)
          .then(async (current) => {
            if (current?.id === user.id) return;
            const suspension = await activeSuspensionOf(context.db, user.id, Date.now());
            close(suspension ? { code: ACCOUNT_DISABLED_ERROR, until: suspension.until } : undefined);
          })
          .catch((err: unknown) => request.log.warn({ err }, 'live-update stream: session re-check failed'));
      }, sessionCheckMs).unref();

      let closed = false;
      const close = (farewell?: SignedOutNotice) => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        clearInterval(sessionCheck);
        unsubscribe();
        unregister();
        if (farewell && !raw.writableEnded) raw.write(signedOutFrame(farewell));
        if (!raw.writableEnded) raw.end();
      };
      const unregister = openStreams.add({ userId: user.id, sessionToken, address, close });
      raw.on('close', () => close());
      raw.on('error', () => close());
    });
  };
}
