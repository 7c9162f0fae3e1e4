import type { ImageUploadResponse } from '@teachloop/shared';
import { SAMPLE_IMAGES } from './sample-images';
import type { TestUser } from './factories';
import type { Hit } from './every-route';

/**
 * Images: the author uploads one, anyone loads it, a challenge prompt embeds it, and notes name it and then
 * no longer do (so it waits for the cleanup, which the scenario's scheduler run then does on bulk images).
 */
export async function images(hit: Hit, author: TestUser) {
  const upload = await hit('POST /api/images', author, { bytes: SAMPLE_IMAGES.png, status: 201 });
  const image = upload.json<ImageUploadResponse>();
  await hit('GET /api/images/:id', undefined, { params: { id: image.id } });
  const embedded = `Read this: ![image](${image.url})`;
  const created = await hit('POST /api/challenges', author, {
    body: { title: 'Pictures', topic: 'Algorithms', level: 'Beginner', dueDays: 3, description: embedded },
  });
  const challenge = { id: created.json<{ challenge: { id: string } }>().challenge.id };
  await hit('PUT /api/challenges/:id/notes', author, { params: challenge, body: { notes: embedded } });
  await hit('PUT /api/challenges/:id/notes', author, {
    params: challenge,
    body: { notes: 'No picture now.' },
  });
}
