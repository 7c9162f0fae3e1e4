import { z } from 'zod';
import { challengeSchema, profileSchema, teachbackSchema } from '../learning-dtos';
import { listLimit } from '../learning-schemas';
import { BADGE_IDS } from './badges';

/** GET /api/portfolio: the signed-in user's skill portfolio. */
export const earnedBadgeSchema = z.object({ id: z.enum(BADGE_IDS), earnedAt: z.number() });
export type EarnedBadge = z.infer<typeof earnedBadgeSchema>;

/** A review that counts toward a verified skill (4 stars or more from a peer). */
export const verifyingReviewSchema = z.object({
  feedbackId: z.string(),
  title: z.string(),
  /** The reviewer's name, or 'A peer' for an anonymous review. */
  reviewer: z.string(),
  rating: z.number(),
  completedAt: z.number(),
});

export const verifiedSkillSchema = z.object({
  topic: z.string(),
  verifiedAt: z.number(),
  reviews: z.array(verifyingReviewSchema),
});
export type VerifiedSkill = z.infer<typeof verifiedSkillSchema>;

export const portfolioSchema = z.object({
  profile: profileSchema,
  email: z.string(),
  badges: z.array(earnedBadgeSchema),
  verifiedSkills: z.array(verifiedSkillSchema),
  /** Newest first, at most LIST_CAP; `total` counts them all. */
  completedChallenges: z.object({ total: z.number(), items: z.array(challengeSchema) }),
  completedTeachbacks: z.object({ total: z.number(), items: z.array(teachbackSchema) }),
});
export type Portfolio = z.infer<typeof portfolioSchema>;
export const portfolioResponseSchema = z.object({ portfolio: portfolioSchema });
export type PortfolioResponse = z.infer<typeof portfolioResponseSchema>;

/** GET /api/leaderboard?period=week&limit=5: ranked by XP earned in the period, from the XP ledger. */
export const LEADERBOARD_PERIODS = ['week'] as const;
export const LEADERBOARD_LIMITS = { default: 5, max: 50 } as const;
export const leaderboardQuerySchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS, { error: 'Period must be week.' }).optional(),
  limit: listLimit(LEADERBOARD_LIMITS.max),
});
export const leaderboardEntrySchema = z.object({
  rank: z.number(),
  userId: z.string(),
  /** Display name, else the first 6 characters of the user id. */
  name: z.string(),
  xp: z.number(),
  you: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export const leaderboardResponseSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  /** Epoch ms of the period's start (Monday 00:00 in the viewer's time zone). */
  since: z.number(),
  entries: z.array(leaderboardEntrySchema),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/** The spec's fallback name on the leaderboard: the first 6 characters of the user id. */
export function leaderboardName(displayName: string | null, userId: string): string {
  return displayName?.trim() || userId.slice(0, 6);
}

/** The header the browser sends its IANA time zone in (streak days and week starts); UTC when absent. */
export const TIME_ZONE_HEADER = 'x-time-zone';
