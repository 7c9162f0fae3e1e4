import { levelProgress } from '../level';
import { STREAK_FREEZE_EVERY_DAYS } from './streak';

/**
 * The courses whose learning path earns a badge, by slug and title (the course list in courses.ts, whose path
 * content this module does not load: the badges travel to pages that show no course; badges.test.ts keeps the
 * two lists in step).
 */
export const COURSE_BADGE_COURSES = [
  { slug: 'intro-to-python', title: 'Intro to Python Programming' },
  { slug: 'algebra-foundations', title: 'Algebra Foundations' },
  { slug: 'cell-biology-essentials', title: 'Cell Biology Essentials' },
  { slug: 'data-structures-in-practice', title: 'Data Structures in Practice' },
  { slug: 'persuasive-writing-workshop', title: 'Persuasive Writing Workshop' },
] as const;

/**
 * A skill verified by completing a course's learning path (named after the course), not by peers' reviews of
 * teach-backs on the topic: it has no reviews to list.
 */
export function isCourseSkill(topic: string): boolean {
  return COURSE_BADGE_COURSES.some((course) => course.title === topic);
}

/** What a course skill says instead of the peers and reviews behind a peer-verified one. */
export const COURSE_SKILL_NOTE = 'Learning path completed';

/** A course's badge id: `course:{slug}`. */
export function courseBadgeId(slug: string): string {
  return `course:${slug}`;
}

/**
 * The published badges: each awarded once, by the server, the moment its criterion first holds; a course's
 * badge the moment its path is complete.
 */
export const BADGE_IDS = [
  'first_challenge',
  'first_teachback',
  'helpful_peer',
  'well_explained',
  'on_fire',
  'level_5',
  'verified',
  'course:intro-to-python',
  'course:algebra-foundations',
  'course:cell-biology-essentials',
  'course:data-structures-in-practice',
  'course:persuasive-writing-workshop',
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

/** What the criteria read: counts of the user's own awards and state, all from the database. */
export interface BadgeStats {
  challengesCompleted: number;
  teachbacksCompleted: number;
  reviewsGiven: number;
  fiveStarReviewsReceived: number;
  longestStreak: number;
  xp: number;
  verifiedSkills: number;
}

export const HELPFUL_PEER_REVIEWS = 5;
export const LEVEL_BADGE_LEVEL = 5;

export interface Badge {
  id: BadgeId;
  name: string;
  /** How to earn it, as the portfolio and the rules page say it. */
  criterion: string;
  /**
   * Whether the stats earn it (and, when an award is voided, still hold it). A course's badge has none: it is
   * earned by completing the course's path (features/paths/course-completion.service.ts) and kept.
   */
  earned?: (stats: BadgeStats) => boolean;
}

export const BADGES: readonly Badge[] = [
  {
    id: 'first_challenge',
    name: 'First Challenge',
    criterion: 'Close the loop on your first challenge: complete it and rate a peer’s teach-back on it.',
    earned: (stats) => stats.challengesCompleted >= 1,
  },
  {
    id: 'first_teachback',
    name: 'First Teach-back',
    criterion: 'Complete your first teach-back.',
    earned: (stats) => stats.teachbacksCompleted >= 1,
  },
  {
    id: 'helpful_peer',
    name: 'Helpful Peer',
    criterion: `Give ${HELPFUL_PEER_REVIEWS} reviews.`,
    earned: (stats) => stats.reviewsGiven >= HELPFUL_PEER_REVIEWS,
  },
  {
    id: 'well_explained',
    name: 'Well Explained',
    criterion: 'Receive a 5-star review.',
    earned: (stats) => stats.fiveStarReviewsReceived >= 1,
  },
  {
    id: 'on_fire',
    name: 'On Fire',
    criterion: `Keep a ${STREAK_FREEZE_EVERY_DAYS}-day streak.`,
    earned: (stats) => stats.longestStreak >= STREAK_FREEZE_EVERY_DAYS,
  },
  {
    id: 'level_5',
    name: 'Level 5',
    criterion: `Reach level ${LEVEL_BADGE_LEVEL}.`,
    earned: (stats) => levelProgress(stats.xp).level >= LEVEL_BADGE_LEVEL,
  },
  {
    id: 'verified',
    name: 'Verified',
    criterion: 'Get your first skill verified by peers.',
    earned: (stats) => stats.verifiedSkills >= 1,
  },
  ...COURSE_BADGE_COURSES.map((course): Badge => ({
    id: courseBadgeId(course.slug) as BadgeId,
    name: course.title,
    criterion: `Complete the ${course.title} path: learn or teach every item with a rated review.`,
  })),
];

export function badgeById(id: string): Badge | undefined {
  return BADGES.find((badge) => badge.id === id);
}

/** The badges whose criteria hold for these stats and that the user does not hold yet. */
export function newlyEarnedBadges(stats: BadgeStats, held: readonly string[]): BadgeId[] {
  return BADGES.filter((badge) => !held.includes(badge.id) && badge.earned?.(stats) === true).map(
    (badge) => badge.id,
  );
}
