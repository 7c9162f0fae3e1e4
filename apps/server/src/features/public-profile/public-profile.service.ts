import {
  badgeById,
  levelProgress,
  leaderboardName,
  PUBLIC_PROFILE_MESSAGES,
  VERIFIED_MIN_STARS,
  type PublicProfile,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { seenBy } from '../moderation/visibility.policy';
import { listReviewsRatedAtLeast } from '../feedback/feedback.repo';
import { listVerifiedSkills } from '../portfolio/portfolio.repo';
import { listEarnedBadges } from '../xp/badges.repo';
import { countCompletedTeachbacks, countReviewsGiven, findPublicProfileRow } from './public-profile.repo';

/** The one answer for a handle that is missing, private or not a handle at all: it tells nothing apart. */
export const publicProfileNotFound = () => new AppError('not_found', PUBLIC_PROFILE_MESSAGES.notFound);

/**
 * Each verified skill with how it was verified: the peers whose reviews of 4 stars or more stand behind it, and
 * their stars; a reviewer is named only when their review was not anonymous.
 */
async function publicSkillsOf(db: Db, userId: string): Promise<PublicProfile['verifiedSkills']> {
  const [skills, reviews] = await Promise.all([
    listVerifiedSkills(db, userId),
    listReviewsRatedAtLeast(db, userId, VERIFIED_MIN_STARS),
  ]);
  return skills.map((skill) => {
    // A review hidden by a moderator, or by a suspended reviewer, is not shown.
    const behind = reviews.filter(
      (review) =>
        review.topic === skill.topic &&
        seenBy(null, review.reviewerId, review.reviewMarks).removal === undefined,
    );
    return {
      topic: skill.topic,
      verifiedAt: skill.verifiedAt,
      peers: new Set(behind.map((review) => review.reviewerId)).size,
      reviews: behind.map((review) => ({
        rating: review.rating ?? 0,
        reviewer: review.anonymous ? null : review.reviewerName,
      })),
    };
  });
}

/** A profile its owner made public, or undefined (missing, private: the same). */
export async function findPublicProfile(db: Db, handle: string): Promise<PublicProfile | undefined> {
  const row = await findPublicProfileRow(db, handle);
  if (!row || row.handle === null) return undefined;
  const [badges, verifiedSkills, teachbacksCompleted, reviewsGiven] = await Promise.all([
    listEarnedBadges(db, row.id),
    publicSkillsOf(db, row.id),
    countCompletedTeachbacks(db, row.id),
    countReviewsGiven(db, row.id),
  ]);
  return {
    userId: row.id,
    handle: row.handle,
    name: leaderboardName(row.display_name, row.id),
    avatarUrl: row.photo_url,
    bio: row.bio,
    level: levelProgress(row.xp).level,
    xp: row.xp,
    badges: badges.flatMap(({ badgeId, earnedAt }) => {
      const badge = badgeById(badgeId);
      return badge ? [{ id: badge.id, earnedAt }] : [];
    }),
    verifiedSkills,
    teachbacksCompleted,
    reviewsGiven,
  };
}
