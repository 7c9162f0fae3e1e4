import { describe, expect, it } from 'vitest';
import { COURSES } from '../courses';
import {
  BADGES,
  BADGE_IDS,
  COURSE_BADGE_COURSES,
  courseBadgeId,
  HELPFUL_PEER_REVIEWS,
  LEVEL_BADGE_LEVEL,
  badgeById,
  newlyEarnedBadges,
  type BadgeId,
  type BadgeStats,
} from './badges';

const NONE: BadgeStats = {
  challengesCompleted: 0,
  teachbacksCompleted: 0,
  reviewsGiven: 0,
  fiveStarReviewsReceived: 0,
  longestStreak: 0,
  xp: 0,
  verifiedSkills: 0,
};

const stats = (over: Partial<BadgeStats>): BadgeStats => ({ ...NONE, ...over });

const earned = (id: BadgeId, over: Partial<BadgeStats>) => badgeById(id)!.earned!(stats(over));
/** The badges the stats earn (a course's badge is earned by completing its path instead). */
const STATS_BADGE_IDS = BADGE_IDS.filter((id) => !id.startsWith('course:'));

describe('badge criteria', () => {
  // [badge, the stat it reads, its threshold]: earned at the threshold, not one below.
  it.each([
    ['first_challenge', 'challengesCompleted', 1],
    ['first_teachback', 'teachbacksCompleted', 1],
    ['helpful_peer', 'reviewsGiven', 5],
    ['well_explained', 'fiveStarReviewsReceived', 1],
    ['on_fire', 'longestStreak', 7],
    ['level_5', 'xp', 2000], // level 5 = floor(2000 / 500) + 1
    ['verified', 'verifiedSkills', 1],
  ] as const)('%s: earned at %s = %d, not just below', (id, stat, threshold) => {
    expect(earned(id, { [stat]: threshold })).toBe(true);
    expect(earned(id, { [stat]: threshold + 1 })).toBe(true);
    expect(earned(id, { [stat]: threshold - 1 })).toBe(false);
  });

  it('uses the published thresholds', () => {
    expect(HELPFUL_PEER_REVIEWS).toBe(5);
    expect(LEVEL_BADGE_LEVEL).toBe(5);
    expect(earned('level_5', { xp: 1999 })).toBe(false);
    expect(earned('level_5', { xp: 1999.9 })).toBe(false);
  });

  it('counts the longest streak for On Fire, so a broken 7-day streak still earns it', () => {
    expect(earned('on_fire', { longestStreak: 7 })).toBe(true);
    expect(earned('on_fire', { longestStreak: 6 })).toBe(false);
  });

  it('earns nothing from nothing', () => {
    for (const badge of BADGES) expect(badge.earned?.(NONE) ?? false).toBe(false);
  });

  it.each([
    ['challengesCompleted', 'first_challenge'],
    ['teachbacksCompleted', 'first_teachback'],
    ['reviewsGiven', 'helpful_peer'],
    ['fiveStarReviewsReceived', 'well_explained'],
    ['longestStreak', 'on_fire'],
    ['xp', 'level_5'],
    ['verifiedSkills', 'verified'],
  ] as const)('a large %s earns only %s', (stat, id) => {
    expect(newlyEarnedBadges(stats({ [stat]: 1_000_000 }), [])).toEqual([id]);
  });

  it('states each criterion as the rules page does', () => {
    expect(Object.fromEntries(BADGES.map((badge) => [badge.id, [badge.name, badge.criterion]]))).toEqual({
      first_challenge: [
        'First Challenge',
        'Close the loop on your first challenge: complete it and rate a peer’s teach-back on it.',
      ],
      first_teachback: ['First Teach-back', 'Complete your first teach-back.'],
      helpful_peer: ['Helpful Peer', 'Give 5 reviews.'],
      well_explained: ['Well Explained', 'Receive a 5-star review.'],
      on_fire: ['On Fire', 'Keep a 7-day streak.'],
      level_5: ['Level 5', 'Reach level 5.'],
      verified: ['Verified', 'Get your first skill verified by peers.'],
      'course:intro-to-python': [
        'Intro to Python Programming',
        'Complete the Intro to Python Programming path: learn or teach every item with a rated review.',
      ],
      'course:algebra-foundations': [
        'Algebra Foundations',
        'Complete the Algebra Foundations path: learn or teach every item with a rated review.',
      ],
      'course:cell-biology-essentials': [
        'Cell Biology Essentials',
        'Complete the Cell Biology Essentials path: learn or teach every item with a rated review.',
      ],
      'course:data-structures-in-practice': [
        'Data Structures in Practice',
        'Complete the Data Structures in Practice path: learn or teach every item with a rated review.',
      ],
      'course:persuasive-writing-workshop': [
        'Persuasive Writing Workshop',
        'Complete the Persuasive Writing Workshop path: learn or teach every item with a rated review.',
      ],
    });
  });

  it('gives each course one badge, course:{slug}, that no stats earn', () => {
    expect(COURSE_BADGE_COURSES).toEqual(COURSES.map(({ slug, title }) => ({ slug, title })));
    expect(COURSE_BADGE_COURSES.map((course) => courseBadgeId(course.slug))).toEqual(
      BADGE_IDS.filter((id) => id.startsWith('course:')),
    );
    const everything = stats({ challengesCompleted: 99, xp: 1e6, verifiedSkills: 9, longestStreak: 99 });
    for (const course of COURSE_BADGE_COURSES) {
      expect(badgeById(courseBadgeId(course.slug))?.earned).toBeUndefined();
      expect(newlyEarnedBadges(everything, [])).not.toContain(courseBadgeId(course.slug));
    }
  });

  it('has one badge per published id, in order', () => {
    expect(BADGES.map((badge) => badge.id)).toEqual([...BADGE_IDS]);
  });
});

describe('badgeById', () => {
  it('finds each badge and nothing else', () => {
    for (const id of BADGE_IDS) expect(badgeById(id)?.id).toBe(id);
    expect(badgeById('nope')).toBeUndefined();
    expect(badgeById('')).toBeUndefined();
  });
});

describe('newlyEarnedBadges', () => {
  const everything = stats({
    challengesCompleted: 3,
    teachbacksCompleted: 2,
    reviewsGiven: 5,
    fiveStarReviewsReceived: 1,
    longestStreak: 7,
    xp: 2000,
    verifiedSkills: 1,
  });

  it('lists every badge whose criterion holds, in published order', () => {
    expect(newlyEarnedBadges(everything, [])).toEqual(STATS_BADGE_IDS);
  });

  it('skips the badges already held', () => {
    expect(newlyEarnedBadges(everything, ['first_challenge', 'on_fire', 'verified'])).toEqual([
      'first_teachback',
      'helpful_peer',
      'well_explained',
      'level_5',
    ]);
    expect(newlyEarnedBadges(everything, BADGE_IDS)).toEqual([]);
  });

  it('ignores held ids it does not know', () => {
    expect(newlyEarnedBadges(stats({ challengesCompleted: 1 }), ['retired_badge'])).toEqual([
      'first_challenge',
    ]);
  });

  it('lists nothing when no criterion holds, held or not', () => {
    expect(newlyEarnedBadges(NONE, [])).toEqual([]);
    expect(
      newlyEarnedBadges(stats({ reviewsGiven: 4, xp: 1999, longestStreak: 6 }), ['first_challenge']),
    ).toEqual([]);
  });
});
