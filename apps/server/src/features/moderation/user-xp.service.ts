import { authorName, XP_VOID_LIMITS, XP_VOID_MESSAGES, type UserXpResponse } from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { decodeCursor, pageOf } from '../../keyset-cursor';
import { findXpHolder, listUserLedger } from './xp-void.repo';
import { entryViews } from './xp-void.service';

/** GET /api/moderation/users/{userId}/xp: the user's ledger newest first, a page at a time, voided ones marked. */
export async function userXpPage(
  db: Db,
  userId: string,
  cursor: string | undefined,
): Promise<UserXpResponse> {
  const before = cursor === undefined ? undefined : decodeCursor(cursor, XP_VOID_MESSAGES.cursorInvalid);
  const holder = await findXpHolder(db, userId);
  if (!holder) throw new AppError('not_found', XP_VOID_MESSAGES.userNotFound);
  const rows = await listUserLedger(db, userId, { limit: XP_VOID_LIMITS.page + 1, before });
  const page = pageOf(rows, XP_VOID_LIMITS.page, (row) => row);
  return {
    user: {
      id: holder.id,
      name: authorName({ displayName: holder.display_name, email: null }),
      xp: holder.xp,
    },
    entries: await entryViews(db, page.rows),
    nextCursor: page.nextCursor,
  };
}
