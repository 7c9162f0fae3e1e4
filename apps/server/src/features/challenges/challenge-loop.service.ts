import type { Db } from '../../db/database';
import { awardXp, type AwardResult } from '../xp/award.service';
import { findClosedLoop } from './challenge-loop.repo';

/**
 * No XP without a peer: your own challenge pays its points only once its loop has closed (you completed it, a
 * peer taught it back, and you rated that teach-back), whichever of those happens last, and once (the ledger
 * source is the challenge). Called after completing a challenge and after a rated review.
 */
export async function payChallengeIfLoopClosed(
  trx: Db,
  by: { challengeId: string } | { teachbackId: string },
  now: number,
): Promise<AwardResult> {
  const loop = await findClosedLoop(trx, by);
  if (!loop) return { paid: 0, notices: [] };
  return awardXp(trx, {
    userId: loop.ownerId,
    kind: 'challenge_completed',
    itemId: loop.challengeId,
    amount: loop.points,
    peerId: loop.learnerId,
    now,
  });
}
