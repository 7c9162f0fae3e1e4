import { z } from 'zod';
import { challengeSchema, profileSchema, teachbackSchema } from '../learning-dtos';
import { listLimit } from '../learning-schemas';
import { BADGE_IDS } from './badges';
import { LEADERBOARD_DIRS, LEADERBOARD_LIMITS, LEADERBOARD_PERIODS, LEADERBOARD_SORTS } from './leaderboard';

/** GET /api/portfolio: the signed-in user's skill portfolio. */
const earnedBadgeSchema = z.object({ id: z.enum(BADGE_IDS), earnedAt: z.number() });
export type EarnedBadge = z.infer<typeof earnedBadgeSchema>;

/** A review that counts toward a verified skill (4 stars or more from a peer). */
const verifyingReviewSchema = z.object({
  feedbackId: z.string(),
  title: z.string(),
  /** The reviewer's name, or 'A peer' for an anonymous review. */
  reviewer: z.string(),
  rating: z.number(),
  completedAt: z.number(),
});

const verifiedSkillSchema = z.object({
  topic: z.string(),
  verifiedAt: z.number(),
  reviews: z.array(verifyingReviewSchema),
});
export type VerifiedSkill = z.infer<typeof verifiedSkillSchema>;

const portfolioSchema = z.object({
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

const offsetMessage = `offset must be a whole number from 0 to ${LEADERBOARD_LIMITS.maxOffset}.`;
/**
 * GET /api/leaderboard?period=week|month|all&sort=xp|streak&dir=desc|asc&q=&limit=50&offset=0: users ranked by XP
 * earned in the period (week and month from the XP ledger, all time from the profile) or by current streak.
 * Open to anyone; `me` is the signed-in viewer's own row wherever it falls. `?period=week&limit=5` still works.
 */
export const leaderboardQuerySchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS, { error: 'Period must be week, month or all.' }).optional(),
  sort: z.enum(LEADERBOARD_SORTS, { error: 'Sort must be xp or streak.' }).optional(),
  dir: z.enum(LEADERBOARD_DIRS, { error: 'Direction must be desc or asc.' }).optional(),
  q: z
    .string({ error: 'Search must be text.' })
    .trim()
    .max(LEADERBOARD_LIMITS.maxSearch, `Search must be at most ${LEADERBOARD_LIMITS.maxSearch} characters.`)
    .optional(),
  limit: listLimit(LEADERBOARD_LIMITS.max),
  offset: z.coerce
    .number({ error: offsetMessage })
    .int(offsetMessage)
    .min(0, offsetMessage)
    .max(LEADERBOARD_LIMITS.maxOffset, offsetMessage)
    .optional(),
});
const leaderboardEntrySchema = z.object({
  /** 1 + the number of users with strictly more of the sorted value (XP or streak): ties share a rank. */
  rank: z.number(),
  userId: z.string(),
  /** Display name, else the first 6 characters of the user id. */
  name: z.string(),
  /** The user's photo (profile settings or Google), null for initials on a colour. */
  photoUrl: z.string().nullable(),
  xp: z.number(),
  /** The current streak in days, as the portfolio shows it today (0 once it has lapsed). */
  streak: z.number(),
  you: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export const leaderboardResponseSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  /** Epoch ms of the period's start (Monday or the 1st, 00:00 in the viewer's time zone); null for all time. */
  since: z.number().nullable(),
  /** Rows on the board for this query (after the search), for paging. */
  total: z.number(),
  entries: z.array(leaderboardEntrySchema),
  /** The signed-in viewer's own row with its overall rank; null when anonymous or without XP in the period. */
  me: leaderboardEntrySchema.nullable(),
  /** True when the viewer turned 'Show me on leaderboards' off: others do not see `me`. */
  meHidden: z.boolean().optional(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;
