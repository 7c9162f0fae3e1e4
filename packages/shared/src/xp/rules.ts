import { FEEDBACK_REQUEST_POINTS, TEACHBACK_MIN_WORDS } from '../learning';
import { NEW_CHALLENGE_POINTS } from '../limits';
import { REVIEW_MIN_COMMENT_FOR_XP } from '../reviews';
import { countVisibleCharacters } from '../text-characters';

/**
 * The published XP rules ('How XP works'). The server awards exactly these, once per source (an XP ledger row
 * keyed by what earned it), in the same transaction as the action; the web shows the same list.
 */
export const XP_KINDS = [
  'challenge_completed',
  'teachback_completed',
  'feedback_given',
  'review_received',
  'review_helpful',
] as const;
export type XpKind = (typeof XP_KINDS)[number];

export const TEACHBACK_COMPLETED_XP = 15;
export const XP_PER_REVIEW_STAR = 2;
export const REVIEW_HELPFUL_XP = 5;

export interface XpRule {
  kind: XpKind;
  /** What earns it, as the rules page says it. */
  action: string;
  /** How much, as the rules page says it. */
  amount: string;
  /** Whether the action is the earner's own (it counts toward the streak); awards caused by a peer do not. */
  countsForStreak: boolean;
}

export const XP_RULES: readonly XpRule[] = [
  {
    kind: 'challenge_completed',
    action: 'Complete your own challenge, once you have reviewed a peer’s teach-back on it with a rating',
    amount: `+its points (${NEW_CHALLENGE_POINTS})`,
    countsForStreak: true,
  },
  {
    kind: 'teachback_completed',
    action: `Complete a teach-back (at least ${TEACHBACK_MIN_WORDS} words)`,
    amount: `+${TEACHBACK_COMPLETED_XP}`,
    countsForStreak: true,
  },
  {
    kind: 'feedback_given',
    action: `Review a teach-back with a star rating and a comment of at least ${REVIEW_MIN_COMMENT_FOR_XP} characters`,
    amount: `+the request’s points (${FEEDBACK_REQUEST_POINTS})`,
    countsForStreak: true,
  },
  {
    kind: 'review_received',
    action: 'Receive a rated review',
    amount: `+${XP_PER_REVIEW_STAR} per star`,
    countsForStreak: false,
  },
  {
    kind: 'review_helpful',
    action: 'Your review is marked helpful',
    amount: `+${REVIEW_HELPFUL_XP}`,
    countsForStreak: false,
  },
];

export function xpRule(kind: XpKind): XpRule {
  const rule = XP_RULES.find((candidate) => candidate.kind === kind);
  if (!rule) throw new Error(`No XP rule for ${kind}`);
  return rule;
}

/** The ledger key of an award: one award per kind per item, ever (a retry, a revision or a race finds it). */
export function xpSource(kind: XpKind, itemId: string): string {
  return `${kind}:${itemId}`;
}

/** A review's stars earn its learner XP once, on its first submission (every submission is rated). */
export function reviewReceivedXp(stars: number): number {
  return Math.max(0, Math.floor(stars)) * XP_PER_REVIEW_STAR;
}

/**
 * Whether a review earns its reviewer the request's points: stars and a comment with some substance, counted
 * as a reader sees it (zero-width and other invisible characters count nothing).
 */
export function reviewEarnsReviewerXp(review: { rating: number | null; comment: string | null }): boolean {
  return (
    (review.rating ?? 0) >= 1 && countVisibleCharacters(review.comment ?? '') >= REVIEW_MIN_COMMENT_FOR_XP
  );
}
