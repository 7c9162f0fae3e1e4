import { crc32, deflateSync } from 'node:zlib';
import { IMAGE_LIMITS, IMAGE_MESSAGES, type ImageUploadResponse } from '@teachloop/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser } from '../../test/factories';
import { postImage } from '../../test/upload-image';

const { app, db } = await buildTestApp();
const author = await buildUser(app);

const imageCount = async () => (await db.selectFrom('images').select('id').execute()).length;

/** A JPEG's segments before the image data, as marker and payload: where EXIF, XMP, IPTC and ICC live. */
function jpegSegments(bytes: Buffer): { marker: number; payload: Buffer }[] {
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  const segments: { marker: number; payload: Buffer }[] = [];
  for (let at = 2; at < bytes.length && bytes[at] === 0xff;) {
    const marker = bytes[at + 1]!;
    if (marker === 0xda) break; // start of scan: pixels follow
    const length = bytes.readUInt16BE(at + 2);
    segments.push({ marker, payload: bytes.subarray(at + 4, at + 2 + length) });
    at += 2 + length;
  }
  return segments;
}

/** The APP1 segments that hold EXIF (and with it the GPS block). */
const exifSegments = (bytes: Buffer) =>
  jpegSegments(bytes).filter(
    ({ marker, payload }) => marker === 0xe1 && payload.subarray(0, 6).toString('latin1') === 'Exif\0\0',
  );

/** A 40×20 photo, red on the left and blue on the right, taken "on its side" (EXIF orientation 6) at a place. */
async function geotaggedPhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(40 * 20 * 3);
  for (let y = 0; y < 20; y++)
    for (let x = 0; x < 40; x++) pixels.set(x < 20 ? [255, 0, 0] : [0, 0, 255], (y * 40 + x) * 3);
  return sharp(pixels, { raw: { width: 40, height: 20, channels: 3 } })
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Pocket 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2600/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3900/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** The tag that points to the GPS IFD (0x8825), in either byte order. */
const hasGpsPointer = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

async function pixelAt(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

/** A real PNG, 1-bit grey, all black, of the given size: a huge canvas compresses to next to nothing. */
function flatPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, not interlaced
  // Each row: filter byte 0, then width bits of zeros.
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('stored images keep no metadata', () => {
  it('serves a geotagged JPEG without its EXIF (no GPS, no camera), upright and the same picture', async () => {
    const photo = await geotaggedPhoto();
    // What the author's camera wrote: an EXIF block with the GPS position and the camera's name.
    const [exif] = exifSegments(photo);
    expect(exif && hasGpsPointer(exif.payload)).toBe(true);
    expect(photo.includes('SpyCam')).toBe(true);

    const upload = await postImage(app, author, photo);
    expect(upload.statusCode, upload.body).toBe(201);
    const served = await app.inject({ url: upload.json<ImageUploadResponse>().url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const bytes = served.rawPayload;

    expect(exifSegments(bytes)).toEqual([]);
    // No XMP or IPTC either, and the camera's name is nowhere in the file.
    const appSegments = jpegSegments(bytes).filter(({ marker }) => marker >= 0xe1 && marker <= 0xef);
    expect(appSegments).toEqual([]);
    expect(bytes.includes('SpyCam')).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();

    // Turned as the camera said: 90° clockwise, so 20 wide and 40 high, the red half now on top.
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
    const [top, bottom] = [await pixelAt(bytes, 10, 5), await pixelAt(bytes, 10, 34)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it('keeps every frame, delay and the loop of an animated GIF', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 12, height: 8, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('red'), await frame('lime'), await frame('blue')], {
      join: { animated: true },
    })
      .gif({ delay: [100, 200, 300], loop: 0 })
      .toBuffer();
    const upload = await postImage(app, author, gif);
    expect(upload.statusCode, upload.body).toBe(201);
    const served = await app.inject({ url: upload.json<ImageUploadResponse>().url });
    expect(served.headers['content-type']).toBe('image/gif');
    const metadata = await sharp(served.rawPayload, { animated: true }).metadata();
    expect(metadata).toMatchObject({ width: 12, pageHeight: 8, pages: 3, delay: [100, 200, 300], loop: 0 });
  });
});

describe('the pixel limit', () => {
  it('refuses a 109 KB PNG of 30000×30000 pixels with a 400 that says why, storing nothing', async () => {
    const bomb = flatPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(IMAGE_LIMITS.maxBytes);
    const before = await imageCount();
    const response = await postImage(app, author, bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_argument', message: IMAGE_MESSAGES.tooManyPixels },
    });
    expect(await imageCount()).toBe(before);
  });

  it('counts every frame of an animation together', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 5000, height: 4100, channels: 3, background: colour } })
        .png()
        .toBuffer();
    // Two frames of 20.5 megapixels, each under the limit of 40, 41 together: a few hundred bytes as WebP.
    const animation = await sharp([await frame('white'), await frame('black')], { join: { animated: true } })
      .webp({ lossless: true, effort: 0 })
      .toBuffer();
    const before = await imageCount();
    const refused = await postImage(app, author, animation);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(IMAGE_MESSAGES.tooManyPixels);
    expect(await imageCount()).toBe(before);
  }, 20_000);

  it('refuses bytes that look like an image but do not decode with a 400, storing nothing', async () => {
    const png = flatPng(10, 10);
    // The IDAT's compressed data scrambled; signature, IHDR and IEND still right.
    const broken = Buffer.from(png);
    broken.fill(0x5a, 41, png.length - 16);
    const before = await imageCount();
    const response = await postImage(app, author, broken);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(IMAGE_MESSAGES.unreadable);
    expect(await imageCount()).toBe(before);
  });
});
