import type { FastifyInstance } from 'fastify';
import type { TestUser } from './factories';
import { postBytes } from './upload-image';

/** An avatar upload (POST /api/profile/avatar) as the web app sends it: the file's raw bytes. For tests. */
export const postAvatar = (
  app: FastifyInstance,
  user: TestUser | undefined,
  bytes: Uint8Array,
  contentType?: string,
) => postBytes(app, '/api/profile/avatar', user, bytes, contentType);
