import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/database';

/** The references that still name an image (for a statement on `images`). */
const refsOf = (eb: ExpressionBuilder<Database, 'images'>) =>
  eb.selectFrom('image_refs').select('image_id').whereRef('image_refs.image_id', '=', 'images.id');

/** Which saved text references an image: one set of references per text (a field of one row). */
export type ImageSourceKind =
  'challenge_prompt' | 'challenge_notes' | 'teachback_notes' | 'review_comment' | 'review_reply';

export interface ImageSource {
  kind: ImageSourceKind;
  id: string;
}

export interface NewImage {
  id: string;
  ownerId: string;
  mimeType: string;
  bytes: Uint8Array;
  now: number;
}

/** A new upload references nothing yet: it is unreferenced since it was made. */
export async function insertImage(db: Db, image: NewImage): Promise<void> {
  await db
    .insertInto('images')
    .values({
      id: image.id,
      owner_id: image.ownerId,
      mime_type: image.mimeType,
      bytes: image.bytes,
      size: image.bytes.byteLength,
      created_at: image.now,
      unreferenced_since: image.now,
    })
    .execute();
}

export async function findImage(
  db: Db,
  id: string,
): Promise<{ mimeType: string; bytes: Uint8Array } | undefined> {
  const row = await db
    .selectFrom('images')
    .select(['mime_type', 'bytes'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { mimeType: row.mime_type, bytes: row.bytes };
}

/** How many of `ids` (distinct) are the user's uploads. */
export async function countOwnedImages(db: Db, ownerId: string, ids: string[]): Promise<number> {
  const row = await db
    .selectFrom('images')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', ids)
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function listImageRefs(db: Db, source: ImageSource): Promise<string[]> {
  const rows = await db
    .selectFrom('image_refs')
    .select('image_id')
    .where('source_kind', '=', source.kind)
    .where('source_id', '=', source.id)
    .execute();
  return rows.map((row) => row.image_id);
}

export async function insertImageRefs(db: Db, source: ImageSource, imageIds: string[]): Promise<void> {
  await db
    .insertInto('image_refs')
    .values(imageIds.map((id) => ({ source_kind: source.kind, source_id: source.id, image_id: id })))
    .execute();
}

export async function deleteImageRefs(db: Db, source: ImageSource, imageIds: string[]): Promise<void> {
  await db
    .deleteFrom('image_refs')
    .where('source_kind', '=', source.kind)
    .where('source_id', '=', source.id)
    .where('image_id', 'in', imageIds)
    .execute();
}

export async function markImagesReferenced(db: Db, ids: string[]): Promise<void> {
  await db.updateTable('images').set({ unreferenced_since: null }).where('id', 'in', ids).execute();
}

/** Of `ids`, those no text references any more start their grace period now. */
export async function markImagesUnreferencedIfOrphaned(db: Db, ids: string[], now: number): Promise<void> {
  await db
    .updateTable('images')
    .set({ unreferenced_since: now })
    .where('id', 'in', ids)
    .where((eb) => eb.not(eb.exists(refsOf(eb))))
    .execute();
}

/**
 * Deletes up to `limit` images unreferenced since before `cutoff`, oldest first, from the partial index over
 * unreferenced images only. One named again meanwhile (a save racing the job) is kept, and leaves the index.
 * Answers how many it found and how many it deleted.
 */
export async function deleteUnreferencedImages(
  db: Db,
  cutoff: number,
  limit: number,
): Promise<{ found: number; deleted: number }> {
  const batch = await db
    .selectFrom('images')
    .select('id')
    .where('unreferenced_since', 'is not', null)
    .where('unreferenced_since', '<', cutoff)
    .orderBy('unreferenced_since')
    .limit(limit)
    .execute();
  if (batch.length === 0) return { found: 0, deleted: 0 };
  const ids = batch.map((row) => row.id);
  const result = await db
    .deleteFrom('images')
    .where('id', 'in', ids)
    .where((eb) => eb.not(eb.exists(refsOf(eb))))
    .executeTakeFirst();
  const deleted = Number(result.numDeletedRows);
  if (deleted < ids.length) await markImagesReferenced(db, ids);
  return { found: ids.length, deleted };
}
