import http from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import type { Config } from './config';

/** How long a client may take to send the request line and headers: well under the whole-request timeout. */
const HEADERS_TIMEOUT_MS = 10_000;
/** An idle keep-alive connection is closed after this long (the client reconnects at no cost). */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/**
 * The HTTP server under Fastify, with the limits a slow or greedy client would otherwise exhaust (issue 35: bodies
 * sent a byte every 10 s held 200 connections open past 150 s):
 * - the whole request, headers and body, must arrive within `requestTimeoutMs` (else 408 and the socket closes);
 *   a live-update stream is a GET whose request arrives at once, so it is not cut by this;
 * - the headers within 10 s or the request timeout, whichever is shorter;
 * - Node checks those deadlines every quarter of the timeout (at most every 5 s) instead of its default 30 s;
 * - past `maxConnections` open sockets, new ones are dropped at accept.
 */
export function httpServerWithLimits({
  requestTimeoutMs,
  maxConnections,
}: Config['connections']): FastifyServerFactory {
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
    return server;
  };
}

/** Logs connections dropped at the cap: the first, then at most one line every 10 s with the count since. */
export function warnOfDroppedConnections(app: FastifyInstance) {
  let dropped = 0;
  let loggedAt = 0;
  app.server.on('drop', () => {
    dropped += 1;
    const now = Date.now();
    if (now - loggedAt < 10_000) return;
    app.log.warn({ dropped }, 'connections dropped: MAX_CONNECTIONS are open');
    dropped = 0;
    loggedAt = now;
  });
}
