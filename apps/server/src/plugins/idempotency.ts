import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES } from '@teachloop/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../app-error';
import { userOf } from './require-user';

/** What the store found for a key: this request runs, a repeat gets the stored answer, or it must wait. */
export type KeyClaim =
  | { kind: 'claimed' }
  | { kind: 'answered'; status: number; body: string }
  | { kind: 'running' }
  | { kind: 'other-request' };

/** Where keys are kept (features/idempotency, handed in by app.ts: plugins import no feature). */
export interface IdempotencyStore {
  claim(entry: {
    scope: string;
    key: string;
    userId: string | null;
    fingerprint: string;
    now: number;
  }): Promise<KeyClaim>;
  save(scope: string, key: string, status: number, body: string): Promise<void>;
  release(scope: string, key: string): Promise<void>;
}

/** A random id the app makes (a UUID is 36 characters): bounded, and nothing a log or a header could misread. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{8,64}$/;
/** How long a repeat waits for the first request with its key to answer before it is told to try again. */
const WAIT_MS = 10_000;
const POLL_MS = 25;
/** The header a replayed answer carries, so a caller can tell it was not acted on again. */
export const REPLAYED_HEADER = 'idempotent-replayed';

const held = new WeakMap<FastifyRequest, { scope: string; key: string }>();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function scopeOf(request: FastifyRequest, scope: 'user' | 'address') {
  if (scope === 'user') {
    const user = userOf(request);
    return { scope: `user:${user.id}`, userId: user.id };
  }
  // Signed out (the contact form): keys are the caller's address's, stored only as a hash.
  return { scope: `address:${sha256(request.ip)}`, userId: null };
}

/**
 * Every creating or sending route listed in `routes` honours an `Idempotency-Key` header, here and nowhere else.
 * The first request with a key runs and its answer is stored with the key; a repeat with the same key and the
 * same request gets that answer again (marked `Idempotent-Replayed: true`) without acting; a repeat while the
 * first is still running waits for its answer (up to WAIT_MS, then 409); the same key with another route or
 * body is refused (409). Only a success is kept: a failed first request let its key go, so a retry runs again.
 * Keys are per signed-in user, or per address on a signed-out route. A request without the header runs as ever.
 *
 * Call before any route is added, and before anything that rewrites answers (compression), so the stored body
 * is the JSON the route answered; also before durable writes, so the stored answer is flushed with the write.
 */
export function registerIdempotency(
  app: FastifyInstance,
  store: IdempotencyStore,
  routes: Record<string, 'user' | 'address'>,
  now: () => number = Date.now,
): void {
  const honourKey =
    (scopeKind: 'user' | 'address'): preHandlerAsyncHookHandler =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (key === undefined) return;
      if (typeof key !== 'string' || !KEY_SHAPE.test(key))
        throw new AppError('invalid_argument', IDEMPOTENCY_MESSAGES.badKey);
      const { scope, userId } = scopeOf(request, scopeKind);
      const body = Buffer.isBuffer(request.body) ? sha256(request.body.toString('base64')) : request.body;
      const fingerprint = sha256(`${request.method} ${request.url}\n${JSON.stringify(body ?? null)}`);
      const deadline = now() + WAIT_MS;
      for (;;) {
        const claim = await store.claim({ scope, key, userId, fingerprint, now: now() });
        if (claim.kind === 'claimed') {
          held.set(request, { scope, key });
          return;
        }
        if (claim.kind === 'other-request') throw new AppError('conflict', IDEMPOTENCY_MESSAGES.keyReused);
        if (claim.kind === 'answered') {
          reply.code(claim.status).header(REPLAYED_HEADER, 'true');
          if (claim.body === '') return reply.send();
          return reply.type('application/json; charset=utf-8').send(claim.body);
        }
        if (now() >= deadline) throw new AppError('conflict', IDEMPOTENCY_MESSAGES.stillProcessing);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const scopeKind = methods.length === 1 ? routes[`${String(methods[0])} ${route.url}`] : undefined;
    if (!scopeKind) return;
    // First among the route's own preHandlers, so a repeat is answered before a rate limit counts it again.
    route.preHandler = [honourKey(scopeKind), ...[route.preHandler ?? []].flat()];
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = held.get(request);
    if (!claimed) return payload;
    held.delete(request);
    const replayable = payload === undefined || payload === null || typeof payload === 'string';
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300 && replayable)
        await store.save(claimed.scope, claimed.key, reply.statusCode, payload ?? '');
      else await store.release(claimed.scope, claimed.key);
    } catch (error) {
      // The request's own work is done and answered; an unsaved answer only means a repeat waits it out.
      request.log.error({ err: error }, 'keeping an idempotent answer failed');
    }
    return payload;
  });
}
