import type { Db } from '../../db/database';

/** Whether another user holds `handle` (the unique profiles_handle index). */
export async function isHandleTaken(db: Db, handle: string, exceptUserId: string): Promise<boolean> {
  const row = await db.selectFrom('profiles').select('id').where('handle', '=', handle).executeTakeFirst();
  return row !== undefined && row.id !== exceptUserId;
}

/** The user's handle and name (primary key read). */
export async function findHandleOf(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['handle', 'display_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Gives the user `handle` unless they already have one; false when it was not written. */
export async function setMissingHandle(db: Db, userId: string, handle: string): Promise<boolean> {
  const result = await db
    .updateTable('profiles')
    .set({ handle })
    .where('id', '=', userId)
    .where('handle', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
