import {
  BLOCK_LIMITS,
  BLOCK_MESSAGES,
  leaderboardName,
  type BlockedUser,
  type BlocksQuery,
  type BlocksResponse,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { decodeCursor, pageOf } from '../../keyset-cursor';
import { publishAll, type Notice, type PublishDeps } from '../realtime/notices';
import {
  deleteBlock,
  findBlock,
  insertBlock,
  listBlocked,
  profileExists,
  type BlockedRow,
} from './blocks.repo';

/*
 * Blocking. A block by either side separates the pair; the person blocked is never told: nothing is
 * sent to them, and every answer they get elsewhere reads as if nothing happened (a join request they file is
 * kept pending but never shown, a reply they post is kept but the blocker never sees it).
 */

/**
 * What a block does to the pair's unfinished work, in the block's own transaction. The features that keep
 * work between two people sit above blocks (they ask blocks whether a pair is blocked), so app.ts hands the
 * effect in (teach-backs' reassignment) instead of blocks importing them.
 */
export type SeparatePair = (
  trx: Db,
  pair: readonly [string, string],
  options: { now: number; random: () => number },
) => Promise<Notice[]>;

export interface BlockDeps extends PublishDeps {
  db: Db;
  /** [0, 1) like Math.random; the reassignment's tie-break. */
  random: () => number;
  now: () => number;
  separatePair: SeparatePair;
}

function toBlockedUser(row: BlockedRow): BlockedUser {
  return {
    userId: row.userId,
    name: leaderboardName(row.displayName, row.userId),
    photoUrl: row.photoUrl,
    blockedAt: row.createdAt,
  };
}

/**
 * Blocks `blockedId` for `blockerId`; blocking again changes nothing (the first block's time stays). Not oneself
 * (400), not someone who does not exist (404). In the same transaction, an unfinished teach-back between the two
 * goes to another peer (`deps.separatePair`: teachbacks/reassignment.service.ts). A review already owed between them stays: it is
 * about finished work, and taking it away would tell the person blocked.
 */
export async function blockUser(deps: BlockDeps, blockerId: string, blockedId: string): Promise<BlockedUser> {
  if (blockerId === blockedId) throw new AppError('invalid_argument', BLOCK_MESSAGES.notYourself);
  const now = deps.now();
  const notices = await deps.db.transaction().execute(async (trx) => {
    if (!(await profileExists(trx, blockedId))) throw new AppError('not_found', BLOCK_MESSAGES.userNotFound);
    if (!(await insertBlock(trx, { blockerId, blockedId, createdAt: now }))) return [];
    return deps.separatePair(trx, [blockerId, blockedId], { now, random: deps.random });
  });
  await publishAll(deps, notices);
  const row = await findBlock(deps.db, blockerId, blockedId);
  // Gone in between (unblocked from another tab, or the account deleted): as if it never was.
  if (!row) throw new AppError('not_found', BLOCK_MESSAGES.userNotFound);
  return toBlockedUser(row);
}

/** Unblocks; unblocking someone not blocked is no error (the end state is the same). */
export async function unblockUser(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await deleteBlock(db, blockerId, blockedId);
}

/** The people the user blocked, newest first, a page at a time. */
export async function listBlockedUsers(
  db: Db,
  blockerId: string,
  query: BlocksQuery,
): Promise<BlocksResponse> {
  const after = query.cursor ? decodeCursor(query.cursor, BLOCK_MESSAGES.cursorInvalid) : null;
  const limit = query.limit ?? BLOCK_LIMITS.default;
  const rows = await listBlocked(db, blockerId, { after, limit: limit + 1 });
  const page = pageOf(rows, limit, (row) => ({ createdAt: row.createdAt, id: row.userId }));
  return { blocked: page.rows.map(toBlockedUser), nextCursor: page.nextCursor };
}
