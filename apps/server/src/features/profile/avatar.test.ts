import { AVATAR_LIMITS, PROFILE_MESSAGES } from '@teachloop/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildUser, call, type TestUser } from '../../test/factories';
import { buildTestApp } from '../../test/build-test-app';
import { SAMPLE_IMAGES } from '../../test/sample-images';
import { postAvatar } from '../../test/upload-avatar';

const { app, db } = await buildTestApp();

const avatarRows = async () => (await db.selectFrom('avatars').select('user_id').execute()).length;
const photoOf = async (user: TestUser) =>
  (await call(app, 'GET', '/api/session', user)).json<{ user: { photoURL: string | null } }>().user.photoURL;

async function uploaded(user: TestUser, bytes: Uint8Array, type?: string): Promise<string> {
  const response = await postAvatar(app, user, bytes, type);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ photoURL: string }>().photoURL;
}

describe('the avatar', () => {
  it('crops a 4000×1000 image to a centred square, served as 256 and 64 px WebP with a long cache', async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    const wide = await sharp({
      create: { width: 4000, height: 1000, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    const photoURL = await uploaded(ada, wide);
    expect(photoURL).toMatch(new RegExp(`^/api/avatars/${ada.id}/[\\w-]+/256$`));
    expect(await photoOf(ada)).toBe(photoURL);
    for (const size of [256, 64]) {
      const served = await app.inject({ url: photoURL.replace(/256$/, String(size)) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', size, size]);
    }
  });

  it('goes by the content: a PNG called a JPEG works, JPEG and WebP too; text called a PNG is refused', async () => {
    const ben = await buildUser(app, { name: 'Ben' });
    await uploaded(ben, SAMPLE_IMAGES.png, 'image/jpeg');
    await uploaded(ben, SAMPLE_IMAGES.jpeg);
    await uploaded(ben, SAMPLE_IMAGES.webp);
    const cy = await buildUser(app, { name: 'Cy' });
    const before = await avatarRows();
    for (const [bytes, type] of [
      [Buffer.from('just some text, named avatar.png'), 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
      [SAMPLE_IMAGES.gif, 'image/gif'],
    ] as const) {
      const response = await postAvatar(app, cy, bytes, type);
      expect(response.statusCode, type).toBe(400);
      expect(response.json().error.message).toBe(PROFILE_MESSAGES.avatarWrongType);
    }
    const empty = await postAvatar(app, cy, new Uint8Array());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(PROFILE_MESSAGES.avatarEmpty);
    expect(await avatarRows()).toBe(before);
    expect(await photoOf(cy)).toBeNull();
  });

  it('refuses more than 2 MB, storing nothing', async () => {
    const dee = await buildUser(app, { name: 'Dee' });
    const big = Buffer.concat([SAMPLE_IMAGES.png, Buffer.alloc(AVATAR_LIMITS.maxBytes)]);
    const response = await postAvatar(app, dee, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(PROFILE_MESSAGES.avatarTooLarge);
    expect(await photoOf(dee)).toBeNull();
  });

  it('gets a new address with each upload; the old one and a removed photo are gone (404)', async () => {
    const eve = await buildUser(app, { name: 'Eve' });
    const first = await uploaded(eve, SAMPLE_IMAGES.png);
    const second = await uploaded(eve, SAMPLE_IMAGES.jpeg);
    expect(second).not.toBe(first);
    expect((await app.inject({ url: first })).statusCode).toBe(404);
    expect((await app.inject({ url: second })).statusCode).toBe(200);
    expect((await call(app, 'DELETE', '/api/profile/avatar', eve)).statusCode).toBe(204);
    expect(await photoOf(eve)).toBeNull();
    expect((await app.inject({ url: second })).statusCode).toBe(404);
  });

  it('needs a signed-in user, and changes only the caller’s own photo', async () => {
    const [fay, gus] = [await buildUser(app, { name: 'Fay' }), await buildUser(app, { name: 'Gus' })];
    const gusPhoto = await uploaded(gus, SAMPLE_IMAGES.png);
    expect((await postAvatar(app, undefined, SAMPLE_IMAGES.png)).statusCode).toBe(401);
    expect((await call(app, 'DELETE', '/api/profile/avatar')).statusCode).toBe(401);
    await call(app, 'DELETE', '/api/profile/avatar', fay);
    expect(await photoOf(gus)).toBe(gusPhoto);
  });
});
