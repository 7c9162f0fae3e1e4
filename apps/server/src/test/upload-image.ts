import type { FastifyInstance } from 'fastify';
import type { ImageUploadResponse } from '@teachloop/shared';
import { TEST_ORIGIN } from './build-test-app';
import type { TestUser } from './factories';
import { SAMPLE_IMAGES } from './sample-images';

/** An upload as the web app sends it: the file's raw bytes as application/octet-stream, to `url`. For tests. */
export function postBytes(
  app: FastifyInstance,
  url: string,
  user: TestUser | undefined,
  bytes: Uint8Array,
  contentType = 'application/octet-stream',
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, 'content-type': contentType, ...(user ? { cookie: user.cookie } : {}) },
    body: Buffer.from(bytes),
  });
}

/** An image upload (POST /api/images). For tests. */
export const postImage = (
  app: FastifyInstance,
  user: TestUser | undefined,
  bytes: Uint8Array,
  contentType?: string,
) => postBytes(app, '/api/images', user, bytes, contentType);

/** Uploads a PNG as the user; throws unless it is stored. */
export async function uploadPng(app: FastifyInstance, user: TestUser): Promise<ImageUploadResponse> {
  const response = await postImage(app, user, SAMPLE_IMAGES.png);
  if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return response.json<ImageUploadResponse>();
}
