import type { Db } from '../../db/database';
import type { KeysetPosition } from '../../keyset-cursor';
import { pastKeyset } from '../../db/keyset';

/** Whether a profile exists for the id (profiles' primary key). */
export async function profileExists(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('profiles').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Records the block unless it exists already; answers whether this call made it. */
export async function insertBlock(
  db: Db,
  row: { blockerId: string; blockedId: string; createdAt: number },
): Promise<boolean> {
  const result = await db
    .insertInto('user_blocks')
    .values({ blocker_id: row.blockerId, blocked_id: row.blockedId, created_at: row.createdAt })
    .onConflict((conflict) => conflict.columns(['blocker_id', 'blocked_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteBlock(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db
    .deleteFrom('user_blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute();
}

/** True when either of the two blocked the other: two primary-key probes in one statement. */
export async function isBlockedEitherWay(db: Db, one: string, other: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', one), eb('blocked_id', '=', other)]),
        eb.and([eb('blocker_id', '=', other), eb('blocked_id', '=', one)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface BlockedRow {
  userId: string;
  displayName: string | null;
  photoUrl: string | null;
  createdAt: number;
}

/** Blocks with the blocked person's public name and photo, by profiles' primary key. */
function blocksWithProfile(db: Db) {
  return db
    .selectFrom('user_blocks')
    .innerJoin('profiles', 'profiles.id', 'user_blocks.blocked_id')
    .select([
      'user_blocks.blocked_id',
      'user_blocks.created_at',
      'profiles.display_name',
      'profiles.photo_url',
    ]);
}

function toBlockedRow(row: {
  blocked_id: string;
  created_at: number;
  display_name: string | null;
  photo_url: string | null;
}): BlockedRow {
  return {
    userId: row.blocked_id,
    displayName: row.display_name,
    photoUrl: row.photo_url,
    createdAt: row.created_at,
  };
}

/** One block of `blockerId`'s, by primary key; undefined when there is none. */
export async function findBlock(
  db: Db,
  blockerId: string,
  blockedId: string,
): Promise<BlockedRow | undefined> {
  const row = await blocksWithProfile(db)
    .where('user_blocks.blocker_id', '=', blockerId)
    .where('user_blocks.blocked_id', '=', blockedId)
    .executeTakeFirst();
  return row && toBlockedRow(row);
}

/**
 * The people `blockerId` blocked, newest first after `after` (created_at, then blocked_id), read in order from
 * the (blocker_id, created_at, blocked_id) index.
 */
export async function listBlocked(
  db: Db,
  blockerId: string,
  { after, limit }: { after: KeysetPosition | null; limit: number },
): Promise<BlockedRow[]> {
  const rows = await blocksWithProfile(db)
    .where('user_blocks.blocker_id', '=', blockerId)
    .$if(after !== null, (query) =>
      query.where((eb) =>
        pastKeyset(
          eb,
          ['user_blocks.created_at', 'user_blocks.blocked_id'],
          [after!.createdAt, after!.id],
          'desc',
          { rangeFirst: true },
        ),
      ),
    )
    .orderBy('user_blocks.created_at', 'desc')
    .orderBy('user_blocks.blocked_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toBlockedRow);
}
