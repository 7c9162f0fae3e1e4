import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as cleanStoredImagesMigration from '../../db/migrations/043-clean-stored-images';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser } from '../../test/factories';
import { cleanStoredImages } from './clean-stored-images.service';

// The database as it was before migration 043 (made by undoing it on a fresh one), holding images written as
// uploads were stored then: byte for byte, EXIF with a GPS position included.
const { app, db } = await buildTestApp();
const author = await buildUser(app);
const schemaless = db as unknown as Kysely<unknown>;
await cleanStoredImagesMigration.down(schemaless);

/** A 40×20 JPEG with a camera and a GPS position in its EXIF, as a phone writes it. */
const geotagged = await sharp({
  create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 30, b: 30 } },
})
  .withExif({
    IFD0: { Make: 'SpyCam', Model: 'Pocket 1' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '51/1 30/1 2600/100',
      GPSLongitudeRef: 'W',
      GPSLongitude: '0/1 7/1 3900/100',
    },
  })
  .jpeg()
  .toBuffer();
/** A JPEG's signature followed by nothing an image decoder can read. */
const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);

async function storeAsBefore(bytes: Buffer, mimeType: string): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('images')
    .values({
      id,
      owner_id: author.id,
      mime_type: mimeType,
      bytes,
      size: bytes.byteLength,
      created_at: 1,
      unreferenced_since: null,
    })
    .execute();
  return id;
}

// More photos than one batch reads, so the step pages on by primary key.
const photos = await Promise.all(Array.from({ length: 27 }, () => storeAsBefore(geotagged, 'image/jpeg')));
const brokenId = await storeAsBefore(broken, 'image/jpeg');

await cleanStoredImagesMigration.up(schemaless);

const served = async (id: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/images/${id}` });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};
const storedRow = (id: string) =>
  db.selectFrom('images').select(['bytes', 'size']).where('id', '=', id).executeTakeFirstOrThrow();

describe('images stored before uploads were re-encoded', () => {
  it('are served with their GPS position before the step runs', async () => {
    const before = await served(photos[0]!);
    expect(before.equals(geotagged)).toBe(true);
    expect((await sharp(before).metadata()).exif).toBeDefined();
  });

  const warnings: unknown[] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args) };

  it('lose their metadata at the same URL, same size in pixels; an unreadable one is kept and logged', async () => {
    expect(await cleanStoredImages(db, log)).toBe(photos.length);

    for (const id of photos) {
      const bytes = await served(id);
      const { exif, width, height, format } = await sharp(bytes).metadata();
      expect({ exif, width, height, format }).toEqual({
        exif: undefined,
        width: 40,
        height: 20,
        format: 'jpeg',
      });
      expect(bytes.includes('SpyCam')).toBe(false);
      expect(bytes.includes('Exif\0\0')).toBe(false);
      const row = await storedRow(id);
      expect(row.size).toBe(bytes.byteLength);
    }
    expect((await served(brokenId)).equals(broken)).toBe(true);
    expect(warnings).toEqual([
      [expect.objectContaining({ imageId: brokenId }), expect.stringMatching(/left as it was/)],
    ]);
    expect(await db.selectFrom('images_to_clean').select('id').execute()).toEqual([]);
  });

  it('is done once: the next scheduler run changes nothing', async () => {
    const before = await Promise.all([...photos, brokenId].map(storedRow));
    const done = await app.jobs.runOnce();
    expect(done.storedImagesCleaned).toBe(0);
    const after = await Promise.all([...photos, brokenId].map(storedRow));
    expect(after.map((row) => Buffer.from(row.bytes).toString('base64'))).toEqual(
      before.map((row) => Buffer.from(row.bytes).toString('base64')),
    );
    expect(warnings).toHaveLength(1);
  });

  it('lets a listed image be deleted (its account erased, or the cleanup): it leaves the list', async () => {
    const id = await storeAsBefore(geotagged, 'image/jpeg');
    await db.insertInto('images_to_clean').values({ id }).execute();
    await db.deleteFrom('images').where('id', '=', id).execute();
    expect(await db.selectFrom('images_to_clean').select('id').execute()).toEqual([]);
  });
});
