import { GENERIC_MESSAGES } from '@teachloop/shared';
import { expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser } from '../../test/factories';
import { SAMPLE_IMAGES } from '../../test/sample-images';
import { postImage } from '../../test/upload-image';

const { app, db } = await buildTestApp({ IMAGE_RATE_LIMIT: '2' });

it('lets one account upload so many images an hour, then answers 429 and stores nothing more', async () => {
  const [ada, bob] = [await buildUser(app), await buildUser(app)];
  for (let i = 0; i < 2; i++) expect((await postImage(app, ada, SAMPLE_IMAGES.gif)).statusCode).toBe(201);
  const refused = await postImage(app, ada, SAMPLE_IMAGES.gif);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({
    error: { code: 'resource_exhausted', message: GENERIC_MESSAGES.tooManyRequests },
  });
  const stored = await db.selectFrom('images').select('id').where('owner_id', '=', ada.id).execute();
  expect(stored).toHaveLength(2);
  expect((await postImage(app, bob, SAMPLE_IMAGES.gif)).statusCode).toBe(201);
});
