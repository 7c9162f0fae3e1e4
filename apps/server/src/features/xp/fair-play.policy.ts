import { DAILY_XP_CAP, PAIR_AWARD_CAP, type XpCapReason } from '@teachloop/shared';

/** What an award's caps read, all from the earner's own ledger rows. */
export interface CapFacts {
  /** What the rule pays for the action. */
  amount: number;
  /** XP already paid to the earner in the last 24 hours. */
  paidToday: number;
  /** Awards of this kind already paid to the earner because of the same peer in the last 7 days. */
  paidWithPeer: number;
}

export interface CappedAward {
  paid: number;
  /** Why it pays less than its rule; null when paid in full. */
  reason: XpCapReason | null;
}

/**
 * The fair-play caps, as a pure function: the 4th award of one kind between the same two people in 7 days
 * pays nothing; otherwise the award pays what is left of the 200 XP of the last 24 hours, up to its rule's amount.
 */
export function capAward({ amount, paidToday, paidWithPeer }: CapFacts): CappedAward {
  if (paidWithPeer >= PAIR_AWARD_CAP) return { paid: 0, reason: 'pair_cap' };
  const paid = Math.max(0, Math.min(amount, DAILY_XP_CAP - paidToday));
  return { paid, reason: paid < amount ? 'daily_cap' : null };
}
