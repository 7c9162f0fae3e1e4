import {
  GENERIC_MESSAGES,
  isHandleShape,
  PUBLIC_PROFILE_MESSAGES,
  profileVisibilityResponseSchema,
  publicProfileResponseSchema,
  updateProfileVisibilitySchema,
  type UpdateProfileVisibility,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { readWebPage, sendNotFoundPage } from '../../plugins/web-page';
import { addressBucket } from '../rate-limit/address-bucket';
import { HOUR_MS, limitedBy } from '../rate-limit/limited-by';
import { renderPublicProfilePage } from './public-profile-page';
import { findPublicProfile, publicProfileNotFound } from './public-profile.service';
import { getVisibility, updateVisibility } from './visibility.service';

/** Per client address, shared by the page and its API: enough to browse, too few to walk every handle. */
const PUBLIC_PROFILE_LIMIT = { max: 120, windowMs: 60_000 };
const handleParamsSchema = z.object({ handle: z.string() });
/**
 * Handle changes, per user and per client address: a 409 says a handle is taken, so without a limit the
 * visibility update would answer 'who holds which handle' as fast as one can ask. Ten tries an hour are plenty
 * to find a free handle by hand; the address limit stops one client spreading the probe over many accounts.
 * Only requests that carry a handle count: the switches stay free.
 */
const HANDLE_CHANGE_LIMITS = { perUser: 10, perAddress: 30, windowMs: HOUR_MS };

/**
 * GET /api/public-profiles/{handle} and the page GET /u/{handle}, both open to anyone: a profile its owner made
 * public, else one 404 that says nothing (missing, private, or no handle at all). GET/PATCH
 * /api/profile/visibility: the owner's handle and switches.
 */
export function publicProfileRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { config, rateLimiter, db } = context;
  const template = readWebPage(config.webDist, 'index.html');
  const notFoundPage = readWebPage(config.webDist, 'prerender/_shell.html');
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const limited = limitedBy(
    rateLimiter,
    (request) => [{ key: `public-profile:ip:${addressBucket(request.ip)}`, ...PUBLIC_PROFILE_LIMIT }],
    GENERIC_MESSAGES.tooManyRequests,
  );
  const handleLimited = limitedBy(
    rateLimiter,
    (request) =>
      (request.body as UpdateProfileVisibility).handle === undefined
        ? []
        : [
            {
              key: `handle-change:user:${userOf(request).id}`,
              max: HANDLE_CHANGE_LIMITS.perUser,
              windowMs: HANDLE_CHANGE_LIMITS.windowMs,
            },
            {
              key: `handle-change:ip:${addressBucket(request.ip)}`,
              max: HANDLE_CHANGE_LIMITS.perAddress,
              windowMs: HANDLE_CHANGE_LIMITS.windowMs,
            },
          ],
    PUBLIC_PROFILE_MESSAGES.handleTooManyTries,
  );
  const publicProfileOf = async (handle: string) =>
    isHandleShape(handle) ? findPublicProfile(db, handle) : undefined;

  return async (app) => {
    app.get(
      '/api/public-profiles/:handle',
      {
        schema: { params: handleParamsSchema, response: { 200: publicProfileResponseSchema } },
        preHandler: limited,
      },
      async (request, reply) => {
        const profile = await publicProfileOf(request.params.handle);
        if (!profile) throw publicProfileNotFound();
        return reply.header('cache-control', 'no-cache').send({ profile });
      },
    );

    app.get(
      '/u/:handle',
      { schema: { params: handleParamsSchema }, preHandler: limited },
      async (request, reply) => {
        const profile = await publicProfileOf(request.params.handle);
        if (!profile) return sendNotFoundPage(request, reply, notFoundPage, publicProfileNotFound());
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(renderPublicProfilePage(template, profile, publicUrl));
      },
    );

    app.get(
      '/api/profile/visibility',
      { onRequest: requireUser(context), schema: { response: { 200: profileVisibilityResponseSchema } } },
      async (request) => ({ visibility: await getVisibility(db, userOf(request).id) }),
    );

    app.patch(
      '/api/profile/visibility',
      {
        onRequest: requireUser(context),
        schema: { body: updateProfileVisibilitySchema, response: { 200: profileVisibilityResponseSchema } },
        preHandler: handleLimited,
      },
      async (request) => ({ visibility: await updateVisibility(context, userOf(request).id, request.body) }),
    );
  };
}
