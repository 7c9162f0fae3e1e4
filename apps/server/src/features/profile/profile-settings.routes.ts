import {
  AVATAR_LIMITS,
  AVATAR_UPLOADS_PER_HOUR,
  PROFILE_MESSAGES,
  avatarParamsSchema,
  avatarResponseSchema,
  updateProfileRequestSchema,
} from '@teachloop/shared';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { AppError } from '../../app-error';
import { requireUser, userOf } from '../../plugins/require-user';
import { hourlyPerUser } from '../rate-limit/limited-by';
import { checkAvatarUpload } from './avatar-image';
import { getAvatar, removeAvatar, updateProfile, uploadAvatar } from './profile-settings.service';

/** An avatar's address names one upload for ever (its version), so it may be cached for ever. */
const AVATAR_HEADERS = {
  'content-type': 'image/webp',
  'x-content-type-options': 'nosniff',
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
};

/** PATCH /api/profile (name, bio): JSON, as everywhere else. */
export function profileSettingsRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/api/profile',
      { onRequest: requireUser(context), schema: { body: updateProfileRequestSchema } },
      async (request, reply) => {
        await updateProfile(context, userOf(request).id, request.body);
        return reply.status(204).send();
      },
    );
  };
}

/**
 * POST/DELETE /api/profile/avatar (signed in) and GET /api/avatars/:userId/:version/:size (public: avatars show
 * beside names on public pages). The upload's body is the file's raw bytes under any declared type: the bytes
 * alone decide, as for images in texts (features/images).
 */
export function avatarRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: AVATAR_LIMITS.maxBytes },
      (_request, body, done) => {
        try {
          done(null, checkAvatarUpload(body as Buffer));
        } catch (error) {
          done(error as AppError);
        }
      },
    );
    app.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new AppError('payload_too_large', PROFILE_MESSAGES.avatarTooLarge);
      }
      throw error;
    });

    app.post(
      '/api/profile/avatar',
      {
        onRequest: requireUser(context),
        preValidation: async (request) => {
          if (request.body === undefined) checkAvatarUpload(undefined);
        },
        schema: { response: { 201: avatarResponseSchema } },
        preHandler: hourlyPerUser(context.rateLimiter, 'upload-avatar', AVATAR_UPLOADS_PER_HOUR),
      },
      async (request, reply) =>
        reply.status(201).send(await uploadAvatar(context, userOf(request).id, request.body as Uint8Array)),
    );

    app.delete('/api/profile/avatar', { onRequest: requireUser(context) }, async (request, reply) => {
      await removeAvatar(context, userOf(request).id);
      return reply.status(204).send();
    });

    app.get(
      '/api/avatars/:userId/:version/:size',
      { schema: { params: avatarParamsSchema } },
      async (request, reply) => {
        const { userId, version, size } = request.params;
        const bytes = await getAvatar(context.db, userId, version, size);
        return reply.headers(AVATAR_HEADERS).send(Buffer.from(bytes));
      },
    );
  };
}
