import type { Db } from '../../db/database';
import { findBlock, isBlockedEitherWay } from './blocks.repo';

/**
 * Whether either of the two blocked the other, for the features that keep a blocked pair apart. Its
 * own file, importing only the repo, so those features do not import the blocking service's dependencies.
 */
export function blockedEitherWay(db: Db, one: string, other: string): Promise<boolean> {
  return isBlockedEitherWay(db, one, other);
}

/** Whether `blockerId` blocked `blockedId` (one direction): what a person may be told about their own block. */
export async function hasBlocked(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  return (await findBlock(db, blockerId, blockedId)) !== undefined;
}
