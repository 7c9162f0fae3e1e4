import {
  DAILY_XP_CAP,
  FEEDBACK_REQUEST_POINTS,
  NEW_CHALLENGE_POINTS,
  PAIR_AWARD_CAP,
  REVIEW_HELPFUL_XP,
  TEACHBACK_COMPLETED_XP,
  XP_PER_REVIEW_STAR,
  type XpKind,
} from '@teachloop/shared';

export { DAILY_XP_CAP };

/** One award the published rules promise for an action: who earns it, and the peer whose action caused it. */
export interface PromisedAward {
  earner: string;
  peer: string;
  kind: XpKind;
  amount: number;
}

/**
 * What one closed loop promises (packages/shared/src/xp/rules.ts), in the order the actions happen: the
 * teacher completes the teach-back, the creator reviews it with `rating` stars, the teacher marks the review
 * helpful, the creator completes the challenge.
 */
export function loopAwards(creator: string, teacher: string, rating: number): PromisedAward[] {
  const byTeacher = { earner: teacher, peer: creator };
  const byCreator = { earner: creator, peer: teacher };
  return [
    { ...byTeacher, kind: 'teachback_completed', amount: TEACHBACK_COMPLETED_XP },
    { ...byCreator, kind: 'feedback_given', amount: FEEDBACK_REQUEST_POINTS },
    { ...byTeacher, kind: 'review_received', amount: rating * XP_PER_REVIEW_STAR },
    { ...byCreator, kind: 'review_helpful', amount: REVIEW_HELPFUL_XP },
    { ...byCreator, kind: 'challenge_completed', amount: NEW_CHALLENGE_POINTS },
  ];
}

/**
 * The XP `earner` should hold after `awards` (all on one day, within 7 days), as the caps pay them: the 4th
 * award of a kind because of the same peer pays nothing, and the day's total stops at DAILY_XP_CAP. Every kind
 * is counted per peer here; a real pair stays under both caps, so the figure does not hinge on that choice.
 */
export function expectedXp(awards: readonly PromisedAward[], earner: string): number {
  const withPeer = new Map<string, number>();
  let paid = 0;
  for (const award of awards.filter((one) => one.earner === earner)) {
    const key = `${award.kind}:${award.peer}`;
    const count = withPeer.get(key) ?? 0;
    withPeer.set(key, count + 1);
    if (count >= PAIR_AWARD_CAP) continue;
    paid += Math.max(0, Math.min(award.amount, DAILY_XP_CAP - paid));
  }
  return paid;
}
