import {
  badgeById,
  LIST_CAP,
  REVIEW_MESSAGES,
  VERIFIED_MIN_STARS,
  type Portfolio,
  type SessionUser,
  type Teachback,
  type VerifiedSkill,
} from '@teachloop/shared';
import type { Db } from '../../db/database';
import { ownChallenges } from '../challenges/own-challenges.service';
import { listAnonymouslyReviewedTeachbacks, listReviewsRatedAtLeast } from '../feedback/feedback.repo';
import { toLearnerReview } from '../feedback/review-views';
import { seenBy } from '../moderation/visibility.policy';
import { getOwnProfile } from '../profile/profile.service';
import { ownTeachbacks } from '../teachbacks/own-teachbacks.service';
import { findPromptMarks } from '../teachbacks/teachbacks.repo';
import { listEarnedBadges } from '../xp/badges.repo';
import { findUserEmail, listVerifiedSkills } from './portfolio.repo';

/**
 * Each verified skill with the reviews of 4 stars or more that stand behind it. The reviewer is named as the
 * learner sees every review (toLearnerReview): 'A peer' when the review was anonymous.
 */
async function verifiedSkillsOf(db: Db, userId: string): Promise<VerifiedSkill[]> {
  const [skills, reviews] = await Promise.all([
    listVerifiedSkills(db, userId),
    listReviewsRatedAtLeast(db, userId, VERIFIED_MIN_STARS),
  ]);
  return skills.map((skill) => ({
    ...skill,
    reviews: reviews
      .filter((review) => review.topic === skill.topic)
      .map((review) => {
        const seen = toLearnerReview(review);
        return {
          feedbackId: seen.id,
          title: seen.title,
          reviewer: seen.reviewer,
          rating: seen.rating ?? 0,
          completedAt: seen.completedAt ?? seen.createdAt,
        };
      }),
  }));
}

/**
 * The completed teach-backs, with the requester left unnamed where their review of it is anonymous: the
 * requester is the reviewer, and the portfolio shows the learner's reviews as 'A peer' wherever it shows them.
 * A prompt is the requester's text: blanked, with `promptRemoved`, while their challenge is hidden or they are
 * suspended, as on the work page.
 */
async function completedTeachbacksOf(db: Db, userId: string): Promise<Portfolio['completedTeachbacks']> {
  const [completed, anonymous] = await Promise.all([
    ownTeachbacks.listCompleted(db, userId, LIST_CAP),
    listAnonymouslyReviewedTeachbacks(db, userId),
  ]);
  const marks = await findPromptMarks(db, [...new Set(completed.items.map((item) => item.challengeId))]);
  const seen = (teachback: Teachback): Teachback => {
    const promptMarks = marks.get(teachback.challengeId);
    const prompt = promptMarks && seenBy(userId, teachback.requesterId, promptMarks);
    return prompt?.blank ? { ...teachback, prompt: '', promptRemoved: prompt.removal } : teachback;
  };
  const unnamed = (teachback: Teachback): Teachback =>
    anonymous.has(teachback.id)
      ? { ...teachback, requester: REVIEW_MESSAGES.anonymousReviewer, requesterId: '' }
      : teachback;
  return { total: completed.total, items: completed.items.map((item) => unnamed(seen(item))) };
}

/** The signed-in user's skill portfolio (GET /api/portfolio). */
export async function getPortfolio(db: Db, user: SessionUser, now: number): Promise<Portfolio> {
  const [profile, email, badges, verifiedSkills, completedChallenges, completedTeachbacks] =
    await Promise.all([
      getOwnProfile(db, user, now),
      findUserEmail(db, user.id),
      listEarnedBadges(db, user.id),
      verifiedSkillsOf(db, user.id),
      ownChallenges.listCompleted(db, user.id, LIST_CAP),
      completedTeachbacksOf(db, user.id),
    ]);
  return {
    profile,
    email: email ?? user.email ?? '',
    // A badge id the published list no longer names is left out rather than failing the response.
    badges: badges.flatMap(({ badgeId, earnedAt }) => {
      const badge = badgeById(badgeId);
      return badge ? [{ id: badge.id, earnedAt }] : [];
    }),
    verifiedSkills,
    completedChallenges,
    completedTeachbacks,
  };
}
