import { localDay, xpSource, type XpKind } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { publishAll, type Notice, type PublishDeps } from '../realtime/notices';
import { capsNow, payOut } from './award.service';
import { findReviewTopic } from './verified-skills.repo';
import { verifySkillAfterReview } from './verified-skills.service';
import {
  findEarner,
  findHeldAmount,
  findVerifiedUsers,
  listHeldAwardsOf,
  lockProfiles,
  payHeldAward,
  type HeldAward,
} from './xp.repo';

export type ReleaseDeps = PublishDeps & { db: Db; now: () => number };

/**
 * Pays the awards held for want of a verified address (awardXp) that the user earned or caused, wherever both
 * the earner and the peer are verified now: called once the user's address is verified (the verification link,
 * a confirmed change of address). Each is paid now, within the caps as they stand now, oldest first, as a new
 * award would be (level, streak, badges, boards, a verified skill its stars complete). Idempotent and safe
 * against a racing release: each row is paid by compare-and-set after its earner's profile is held, so it pays
 * once. Returns the XP paid.
 */
export async function releaseHeldAwards(deps: ReleaseDeps, userId: string): Promise<number> {
  const now = deps.now();
  const { paid, notices } = await deps.db.transaction().execute(async (trx) => {
    const held = await listHeldAwardsOf(trx, userId);
    const people = held.flatMap((award) =>
      award.peerId === null ? [award.userId] : [award.userId, award.peerId],
    );
    const verified = await findVerifiedUsers(trx, people);
    const ready = held.filter(
      (award) => verified.has(award.userId) && (award.peerId === null || verified.has(award.peerId)),
    );
    // Every earner's profile first, in id order (lockProfiles), as every other award path holds them.
    await lockProfiles(
      trx,
      ready.map((award) => award.userId),
    );
    let paid = 0;
    const notices: Notice[] = [];
    for (const award of ready) {
      const result = await releaseOne(trx, award, now);
      paid += result.paid;
      notices.push(...result.notices);
    }
    return { paid, notices };
  });
  await publishAll(deps, notices);
  return paid;
}

async function releaseOne(
  trx: Db,
  award: HeldAward,
  now: number,
): Promise<{ paid: number; notices: Notice[] }> {
  const earner = await findEarner(trx, award.userId);
  // Read again under the earner's lock: a release racing this one may have paid it meanwhile.
  const heldAmount = await findHeldAmount(trx, award.id);
  if (!earner || heldAmount === undefined) return { paid: 0, notices: [] };
  const { userId, peerId, kind } = award;
  const capped = await capsNow(trx, { userId, peerId, kind, amount: heldAmount, now });
  const day = localDay(now, earner.timeZone);
  const { paid: amount, reason } = capped;
  if (!(await payHeldAward(trx, { id: award.id, heldAmount, amount, reason, day, now }))) {
    return { paid: 0, notices: [] };
  }
  const { streak, timeZone } = earner;
  const result = await payOut(trx, { userId, kind, streak, timeZone, day, now, ...capped });
  if (result.paid > 0) result.notices.push(...(await skillAfterStars(trx, kind, award.source, now)));
  return result;
}

/** A review's stars, once paid, count toward its learner's verified skill on the topic. */
async function skillAfterStars(trx: Db, kind: XpKind, source: string, now: number): Promise<Notice[]> {
  const prefix = xpSource('review_received', '');
  if (kind !== 'review_received' || !source.startsWith(prefix)) return [];
  const review = await findReviewTopic(trx, source.slice(prefix.length));
  return review ? verifySkillAfterReview(trx, review.learnerId, review.topic, now) : [];
}
