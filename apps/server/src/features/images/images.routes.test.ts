import { IMAGE_LIMITS, IMAGE_MESSAGES } from '@teachloop/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser, call } from '../../test/factories';
import { SAMPLE_IMAGES } from '../../test/sample-images';
import { postImage } from '../../test/upload-image';

const { app, db } = await buildTestApp();
const author = await buildUser(app);

const imageCount = async () => (await db.selectFrom('images').select('id').execute()).length;

describe('POST /api/images', () => {
  it('stores each accepted type and serves it re-encoded in its type, with nosniff, a long cache and a closed CSP', async () => {
    for (const [name, mimeType] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
      ['gif', 'image/gif'],
    ] as const) {
      const upload = await postImage(app, author, SAMPLE_IMAGES[name]);
      expect(upload.statusCode, upload.body).toBe(201);
      const { id, url } = upload.json<{ id: string; url: string }>();
      expect(url).toBe(`/api/images/${id}`);

      const served = await app.inject({ url });
      expect(served.statusCode).toBe(200);
      // The same picture, re-encoded so no metadata is kept (images.metadata.test.ts).
      const [sent, got] = [
        await sharp(SAMPLE_IMAGES[name]).metadata(),
        await sharp(served.rawPayload).metadata(),
      ];
      expect([got.format, got.width, got.height]).toEqual([sent.format, sent.width, sent.height]);
      expect(served.headers['content-type']).toBe(mimeType);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    }
  });

  it('goes by the bytes, not the declared type: a PNG sent as a JPEG is a PNG', async () => {
    const upload = await postImage(app, author, SAMPLE_IMAGES.png, 'image/jpeg');
    expect(upload.statusCode).toBe(201);
    const served = await app.inject({ url: upload.json<{ url: string }>().url });
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses SVG, HTML and empty bodies with a clear 400, storing nothing', async () => {
    const before = await imageCount();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, type] of [
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'text/html'],
      [Buffer.from(JSON.stringify({ image: 'x' })), 'application/json'],
    ] as const) {
      const response = await postImage(app, author, bytes, type);
      expect(response.statusCode, type).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'invalid_argument', message: IMAGE_MESSAGES.wrongType },
      });
    }
    const empty = await postImage(app, author, new Uint8Array());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(IMAGE_MESSAGES.empty);
    expect(await imageCount()).toBe(before);
  });

  it('refuses an image over 2 MB with a 413 that says so', async () => {
    const before = await imageCount();
    const big = Buffer.concat([SAMPLE_IMAGES.png, Buffer.alloc(IMAGE_LIMITS.maxBytes)]);
    const response = await postImage(app, author, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'payload_too_large', message: IMAGE_MESSAGES.tooLarge },
    });
    expect(await imageCount()).toBe(before);
  });

  it('needs a session', async () => {
    const response = await postImage(app, undefined, SAMPLE_IMAGES.png);
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/images/:id', () => {
  it('answers 404 for an unknown id', async () => {
    const response = await call(app, 'GET', '/api/images/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(IMAGE_MESSAGES.notFound);
  });
});
