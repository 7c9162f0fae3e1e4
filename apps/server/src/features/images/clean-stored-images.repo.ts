import type { Db } from '../../db/database';

/** Up to `limit` ids of stored images still to be cleaned, after `after`, in primary-key order. */
export async function listImagesToClean(db: Db, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('images_to_clean')
    .select('id')
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Takes an image off the list; answers whether this call did (false: another process got there first). */
export async function takeImageToClean(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('images_to_clean').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The image's bytes replaced in place: its id, and so its URL, stays. */
export async function replaceImageBytes(db: Db, id: string, bytes: Uint8Array): Promise<void> {
  await db.updateTable('images').set({ bytes, size: bytes.byteLength }).where('id', '=', id).execute();
}
