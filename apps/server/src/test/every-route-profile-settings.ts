import type { AvatarResponse } from '@teachloop/shared';
import { SAMPLE_IMAGES } from './sample-images';
import type { TestUser } from './factories';
import type { Hit } from './every-route';

/**
 * Profile settings: the name and bio change, the daily goal is set, a photo is uploaded, loaded by anyone, then
 * removed.
 */
export async function profileSettings(hit: Hit, user: TestUser) {
  await hit('PATCH /api/profile', user, { body: { displayName: 'Dee Renamed', bio: 'Likes graphs.' } });
  await hit('PUT /api/daily-goal', user, { body: { target: 2 } });
  const upload = await hit('POST /api/profile/avatar', user, { bytes: SAMPLE_IMAGES.png, status: 201 });
  const [userId = '', version = '', size = ''] = upload.json<AvatarResponse>().photoURL.split('/').slice(-3);
  await hit('GET /api/avatars/:userId/:version/:size', undefined, { params: { userId, version, size } });
  await hit('DELETE /api/profile/avatar', user, { status: 204 });
}
