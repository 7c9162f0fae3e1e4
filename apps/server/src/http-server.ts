import http from 'node:http';
import type { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { AppError } from './app-error';
import { clientKey, trustedProxyMatcher } from './client-address';
import type { Config, TrustProxy } from './config';

/** How long a client may take to send the request line and headers: well under the whole-request timeout. */
const HEADERS_TIMEOUT_MS = 10_000;
/** An idle keep-alive connection is closed after this long (the client reconnects at no cost). */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/**
 * The HTTP server under Fastify, with the limits a slow or greedy client would otherwise exhaust (bodies
 * sent a byte every 10 s held 200 connections open past 150 s):
 * - the whole request, headers and body, must arrive within `requestTimeoutMs` (else 408 and the socket closes);
 *   a live-update stream is a GET whose request arrives at once, so it is not cut by this;
 * - the headers within 10 s or the request timeout, whichever is shorter;
 * - Node checks those deadlines every quarter of the timeout (at most every 5 s) instead of its default 30 s;
 * - past `maxConnections` open sockets, new ones are dropped at accept;
 * - past `maxConnectionsPerAddress` open sockets from one client address, a new one is closed as soon as it is
 *   accepted, before any HTTP parsing (capPerAddress).
 * The whole-request timeout is the uploads' deadline; other bodies get a shorter one (limitBodyTime).
 */
export function httpServerWithLimits(
  { requestTimeoutMs, maxConnections, maxConnectionsPerAddress }: Config['connections'],
  trustProxy: TrustProxy,
): FastifyServerFactory {
  return (handler) => {
    const server = http.createServer(
      {
        requestTimeout: requestTimeoutMs,
        headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
        keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
        connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.round(requestTimeoutMs / 4))),
      },
      handler,
    );
    server.maxConnections = maxConnections;
    capPerAddress(server, maxConnectionsPerAddress, trustedProxyMatcher(trustProxy));
    return server;
  };
}

/**
 * Closes a connection at once when its client address (clientKey: an IPv6 /64 counts as one) already holds
 * `max` open ones, so that one client cannot take every socket of the process. It wraps the HTTP server's own
 * 'connection' listener: a refused socket never gets a parser or a timer. A trusted proxy's address is not
 * capped: every client behind it shares it, so capping it would cap the whole site; the proxy limits
 * connections per client itself (README, TRUST_PROXY).
 */
function capPerAddress(server: http.Server, max: number, isTrustedProxy: (address: string) => boolean) {
  const open = new Map<string, number>();
  const serveHttp = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // No address: the peer is gone already.
    if (address === undefined) return void socket.destroy();
    if (!isTrustedProxy(address)) {
      const key = clientKey(address);
      const count = open.get(key) ?? 0;
      if (count >= max) {
        socket.destroy();
        server.emit('drop-per-address', key);
        return;
      }
      open.set(key, count + 1);
      socket.once('close', () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      });
    }
    for (const listener of serveHttp) listener.call(server, socket);
  });
}

/** Content types only the upload routes take (the web sends files as octet-stream): they keep the 60 s. */
const UPLOAD_TYPE = /^\s*(application\/octet-stream|image\/)/i;
const BODY_TOO_SLOW = 'The request body did not arrive in time. Please try again.';

/**
 * A body that is not an upload must arrive within `bodyTimeoutMs` of the request reaching its route, or the
 * request gets 408 and its connection closes: a JSON body is at most 64 KiB, so a client that takes longer is
 * holding the connection, not sending. Uploads keep the whole-request timeout (REQUEST_TIMEOUT_SECONDS).
 * Any answer sent before its request's body has fully arrived (a 401, 413, 415 or this 408) closes the
 * connection, so the rest of that body is never waited for.
 */
export function limitBodyTime(app: FastifyInstance, bodyTimeoutMs: number) {
  app.addHook('preParsing', async (request, reply, payload) => {
    if (request.raw.complete || UPLOAD_TYPE.test(request.headers['content-type'] ?? '')) return payload;
    // The body is read through this stream, which fails with a 408 when the deadline passes first.
    const timed = new PassThrough();
    const timer = setTimeout(
      () => timed.destroy(new AppError('request_timeout', BODY_TOO_SLOW)),
      bodyTimeoutMs,
    );
    const stop = () => clearTimeout(timer);
    payload.once('end', stop);
    payload.once('close', stop);
    timed.once('close', stop);
    // Answered without reading the body (a 415, say): nothing is waiting for it any more.
    reply.raw.once('close', stop);
    // The body parser listens for the 408 while it reads; once it has answered, an error is nobody's concern.
    timed.on('error', () => undefined);
    payload.once('error', (error) => timed.destroy(error));
    payload.pipe(timed);
    return timed;
  });
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
}

/** Calls `log` with the count for the first event, then at most once every 10 s with the count since. */
function throttled(log: (count: number) => void) {
  let count = 0;
  let loggedAt = 0;
  return () => {
    count += 1;
    const now = Date.now();
    if (now - loggedAt < 10_000) return;
    log(count);
    count = 0;
    loggedAt = now;
  };
}

/** Logs connections dropped at the caps (process-wide and per address), throttled. */
export function warnOfDroppedConnections(app: FastifyInstance) {
  app.server.on(
    'drop',
    throttled((dropped) => app.log.warn({ dropped }, 'connections dropped: MAX_CONNECTIONS are open')),
  );
  let lastAddress = '';
  const perAddress = throttled((dropped) =>
    app.log.warn(
      { dropped, address: lastAddress },
      'connections closed: MAX_CONNECTIONS_PER_ADDRESS from one address',
    ),
  );
  app.server.on('drop-per-address', (address: string) => {
    lastAddress = address;
    perAddress();
  });
}
