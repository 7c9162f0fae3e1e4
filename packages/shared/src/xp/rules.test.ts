import { describe, expect, it } from 'vitest';
import { FEEDBACK_REQUEST_POINTS } from '../learning';
import { NEW_CHALLENGE_POINTS } from '../limits';
import {
  REVIEW_HELPFUL_XP,
  TEACHBACK_COMPLETED_XP,
  XP_KINDS,
  XP_PER_REVIEW_STAR,
  XP_RULES,
  reviewEarnsReviewerXp,
  reviewReceivedXp,
  xpRule,
  xpSource,
  type XpKind,
} from './rules';

describe('XP rules', () => {
  it('publishes the amounts of the issue', () => {
    expect(NEW_CHALLENGE_POINTS).toBe(25);
    expect(FEEDBACK_REQUEST_POINTS).toBe(10);
    expect(TEACHBACK_COMPLETED_XP).toBe(15);
    expect(XP_PER_REVIEW_STAR).toBe(2);
    expect(REVIEW_HELPFUL_XP).toBe(5);
    expect(XP_RULES.map(({ kind, action, amount }) => [kind, action, amount])).toEqual([
      [
        'challenge_completed',
        'Complete your own challenge, once you have reviewed a peer’s teach-back on it with a rating',
        '+its points (25)',
      ],
      ['teachback_completed', 'Complete a teach-back (at least 50 words)', '+15'],
      [
        'feedback_given',
        'Review a teach-back with a star rating and a comment of at least 20 characters',
        '+the request’s points (10)',
      ],
      ['review_received', 'Receive a rated review', '+2 per star'],
      ['review_helpful', 'Your review is marked helpful', '+5'],
    ]);
  });

  it('has exactly one rule per kind', () => {
    expect(XP_RULES.map((rule) => rule.kind)).toEqual([...XP_KINDS]);
  });

  it('counts only the earner’s own actions toward the streak', () => {
    expect(XP_RULES.filter((rule) => rule.countsForStreak).map((rule) => rule.kind)).toEqual([
      'challenge_completed',
      'teachback_completed',
      'feedback_given',
    ]);
  });
});

describe('reviewEarnsReviewerXp', () => {
  it('pays the reviewer only for stars and a comment of at least 20 characters, spaces aside', () => {
    expect(reviewEarnsReviewerXp({ rating: 4, comment: 'x'.repeat(20) })).toBe(true);
    expect(reviewEarnsReviewerXp({ rating: 4, comment: ` ${'x'.repeat(19)} ` })).toBe(false);
    expect(reviewEarnsReviewerXp({ rating: 0, comment: 'x'.repeat(40) })).toBe(false);
    expect(reviewEarnsReviewerXp({ rating: null, comment: 'x'.repeat(40) })).toBe(false);
    expect(reviewEarnsReviewerXp({ rating: 5, comment: null })).toBe(false);
  });
});

describe('xpRule', () => {
  it.each(XP_KINDS)('finds the rule for %s', (kind) => {
    expect(xpRule(kind).kind).toBe(kind);
  });

  it('refuses an unknown kind', () => {
    expect(() => xpRule('bonus' as XpKind)).toThrow('No XP rule for bonus');
  });
});

describe('xpSource', () => {
  it('keys an award by kind and item', () => {
    expect(xpSource('review_received', 'fb-1')).toBe('review_received:fb-1');
    expect(xpSource('challenge_completed', 'c-42')).toBe('challenge_completed:c-42');
  });

  it('is the same for the same award (a retry finds it) and differs between kinds or items', () => {
    expect(xpSource('feedback_given', 'fb-1')).toBe(xpSource('feedback_given', 'fb-1'));
    const sources = XP_KINDS.flatMap((kind) => ['fb-1', 'fb-2'].map((id) => xpSource(kind, id)));
    expect(new Set(sources).size).toBe(XP_KINDS.length * 2);
  });
});

describe('reviewReceivedXp', () => {
  it.each([
    [0, 0],
    [1, 2],
    [2, 4],
    [3, 6],
    [4, 8],
    [5, 10],
  ])('%d stars earn %d XP', (stars, xp) => {
    expect(reviewReceivedXp(stars)).toBe(xp);
  });

  it('never earns less than 0 nor counts part of a star', () => {
    expect(reviewReceivedXp(-1)).toBe(0);
    expect(reviewReceivedXp(2.5)).toBe(4);
  });
});
