import { IMAGE_LIMITS, IMAGE_MESSAGES, idParamsSchema, imageUploadResponseSchema } from '@teachloop/shared';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { AppError } from '../../app-error';
import { requireUser, userOf } from '../../plugins/require-user';
import { hourlyPerUser } from '../rate-limit/limited-by';
import { checkImagePixels, cleanImage } from './clean-image';
import { checkImageUpload, getImage, saveImage, type ImageUpload } from './images.service';

/** An image answer runs nothing, embeds nothing, and never changes: its id names these bytes forever. */
const IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * /api/images: upload an image (signed in) and serve one (public; ids are unguessable). The upload's body is
 * the file's raw bytes, whatever its Content-Type says (the web sends application/octet-stream): the bytes
 * alone decide whether it is an image and of which type.
 */
export function imagesRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // In this plugin only: the body is raw bytes under any declared type, checked as an image (type by its
    // bytes, pixel count from its header) while it is parsed, so a refused upload never reaches the rate
    // limiter or the database.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: IMAGE_LIMITS.maxBytes },
      async (_request: unknown, body: Buffer | string) => {
        const upload = checkImageUpload(body as Buffer);
        await checkImagePixels(upload);
        return upload;
      },
    );
    // Too big for the parser: say so in the image's words; everything else goes to the app's error handler.
    app.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new AppError('payload_too_large', IMAGE_MESSAGES.tooLarge);
      }
      throw error;
    });

    app.post(
      '/api/images',
      {
        onRequest: requireUser(context),
        // An empty body is never parsed: refuse it before it counts against the limit.
        preValidation: async (request) => {
          if (request.body === undefined) checkImageUpload(undefined);
        },
        schema: { response: { 201: imageUploadResponseSchema } },
        preHandler: hourlyPerUser(
          context.rateLimiter,
          'upload-image',
          context.config.writeLimits.imagesPerHour,
        ),
      },
      async (request, reply) => {
        // Decoded and re-encoded only after the rate limit: that is the costly part.
        const upload = await cleanImage(request.body as ImageUpload);
        const now = context.now();
        return reply.status(201).send(await saveImage(context.db, userOf(request).id, upload, now));
      },
    );

    app.get('/api/images/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
      const image = await getImage(context.db, request.params.id);
      return reply
        .headers({ ...IMAGE_HEADERS, 'content-type': image.mimeType })
        .send(Buffer.from(image.bytes));
    });
  };
}
