import type { NotificationKind } from '@teachloop/shared';
import type { Db } from '../../db/database';

/** The kinds whose push switch the user set against the kind's default (push_preferences' primary key). */
export async function listPushPreferenceRows(
  db: Db,
  userId: string,
): Promise<{ kind: NotificationKind; push: boolean }[]> {
  const rows = await db
    .selectFrom('push_preferences')
    .select(['kind', 'push'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => ({ kind: row.kind, push: Number(row.push) === 1 }));
}

/**
 * Stores the user's push switch for one kind: a row only while it differs from the kind's default, so a switch
 * turned back to the default deletes the row (and a later change of the default reaches the user).
 */
export async function savePushPreference(
  db: Db,
  userId: string,
  kind: NotificationKind,
  { push, byDefault }: { push: boolean; byDefault: boolean },
): Promise<void> {
  if (push === byDefault) {
    await db.deleteFrom('push_preferences').where('user_id', '=', userId).where('kind', '=', kind).execute();
    return;
  }
  const value = push ? 1 : 0;
  await db
    .insertInto('push_preferences')
    .values({ user_id: userId, kind, push: value })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ push: value }))
    .execute();
}
