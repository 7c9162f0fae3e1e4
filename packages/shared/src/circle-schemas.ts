import { z } from 'zod';
import {
  CIRCLE_LEADERBOARD_SCOPES,
  CIRCLE_LEVEL_FILTERS,
  CIRCLE_LEVELS,
  CIRCLE_LIMITS as L,
  CIRCLE_MEMBERSHIPS,
  CIRCLE_MESSAGES,
  CIRCLE_PRIVACIES,
  CIRCLE_ROLES,
} from './circles';
import { removalSchema } from './content-removal-dtos';
import { ID_MAX_LENGTH } from './learning';
import { listLimit, pageCursor, pathId } from './learning-schemas';
import { nameOrTitleText, requiredVisibleText } from './text-schemas';
import { nextCursorSchema } from './page-schemas';

/**
 * POST /api/circles. Name and focus are trimmed and need a visible character; the name may not change the text
 * direction. The creator becomes the owner and first member.
 */
export const createCircleSchema = z.object({
  name: nameOrTitleText({
    required: CIRCLE_MESSAGES.nameRequired,
    max: L.name,
    tooLong: CIRCLE_MESSAGES.nameTooLong,
  }),
  focus: requiredVisibleText({
    required: CIRCLE_MESSAGES.focusRequired,
    max: L.focus,
    tooLong: CIRCLE_MESSAGES.focusTooLong,
  }),
  level: z.enum(CIRCLE_LEVELS, { error: CIRCLE_MESSAGES.levelInvalid }),
  privacy: z.enum(CIRCLE_PRIVACIES, { error: CIRCLE_MESSAGES.privacyInvalid }),
  capacity: z
    .number({ error: CIRCLE_MESSAGES.capacityInvalid })
    .int(CIRCLE_MESSAGES.capacityInvalid)
    .min(L.minCapacity, CIRCLE_MESSAGES.capacityInvalid)
    .max(L.maxCapacity, CIRCLE_MESSAGES.capacityInvalid),
});
export type CreateCircleInput = z.input<typeof createCircleSchema>;
export type CreateCircle = z.output<typeof createCircleSchema>;

/** GET /api/circles?q=&level=&cursor=: `level` absent or 'All' means every level. */
export const circleListQuerySchema = z.object({
  q: z
    .string({ error: CIRCLE_MESSAGES.searchTooLong })
    .max(L.search, CIRCLE_MESSAGES.searchTooLong)
    .optional()
    .transform((value) => value?.trim() || undefined),
  level: z
    .enum(CIRCLE_LEVEL_FILTERS, { error: CIRCLE_MESSAGES.levelFilterInvalid })
    .optional()
    .transform((value) => (value === 'All' ? undefined : value)),
  cursor: pageCursor(L.cursor, CIRCLE_MESSAGES.cursorInvalid),
});

export const circleParamsSchema = z.object({ id: pathId });
export const circleRequestParamsSchema = circleParamsSchema.extend({ requestId: pathId });
export const transferCircleSchema = z.object({
  userId: z
    .string({ error: CIRCLE_MESSAGES.userIdInvalid })
    .min(1, CIRCLE_MESSAGES.userIdInvalid)
    .max(ID_MAX_LENGTH, CIRCLE_MESSAGES.userIdInvalid),
});
export const circleLeaderboardQuerySchema = z.object({
  limit: listLimit(L.leaderboardMax),
});

/** One card of the list, as the viewer sees it. */
const circleSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  focus: z.string(),
  level: z.enum(CIRCLE_LEVELS),
  privacy: z.enum(CIRCLE_PRIVACIES),
  capacity: z.number(),
  members: z.number(),
  /** capacity − members, never below 0. */
  openings: z.number(),
  /** The average stars the members received in completed reviews (1–5, one decimal); null: no ratings yet. */
  rating: z.number().nullable(),
  ratingCount: z.number(),
  ownerId: z.string(),
  ownerName: z.string(),
  membership: z.enum(CIRCLE_MEMBERSHIPS),
  createdAt: z.number(),
  /** Hidden by a moderator or its owner suspended: name and focus blanked for members. */
  removed: removalSchema,
});
export type CircleSummary = z.infer<typeof circleSummarySchema>;

export const circleListResponseSchema = z.object({
  circles: z.array(circleSummarySchema),
  /** How many circles match, counted up to CIRCLE_LIMITS.countCap (then `countCapped`). */
  count: z.number(),
  countCapped: z.boolean(),
  nextCursor: nextCursorSchema,
});
export type CircleListResponse = z.infer<typeof circleListResponseSchema>;

/** A ranked row: XP earned since Monday 00:00 in the viewer's time zone. Equal XP shares a rank. */
const circleLeaderboardEntrySchema = z.object({
  rank: z.number(),
  userId: z.string(),
  /** Display name, else the first 6 characters of the user id. */
  name: z.string(),
  xp: z.number(),
  you: z.boolean(),
});
export type CircleLeaderboardEntry = z.infer<typeof circleLeaderboardEntrySchema>;

const circleMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** Their profile photo, or null for the initial (none uploaded, or the member is suspended). */
  photoURL: z.string().nullable(),
  role: z.enum(CIRCLE_ROLES),
  /** The member's level from their total XP (level = floor(xp / 500) + 1). */
  level: z.number(),
  weekXp: z.number(),
  joinedAt: z.number(),
  you: z.boolean(),
});
export type CircleMember = z.infer<typeof circleMemberSchema>;

const joinRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  level: z.number(),
  createdAt: z.number(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

/**
 * GET /api/circles/:id. Members and the leaderboard are shown to members, and to anyone for an Open circle;
 * `visible` says whether they were. `requests` is the owner's pending queue (empty for everyone else).
 */
export const circleDetailSchema = z.object({
  circle: circleSummarySchema,
  visible: z.boolean(),
  members: z.array(circleMemberSchema),
  requests: z.array(joinRequestSchema),
  /** Epoch ms of Monday 00:00 in the viewer's time zone: the week the XP figures cover. */
  weekStart: z.number(),
  leaderboard: z.array(circleLeaderboardEntrySchema),
});
export type CircleDetail = z.infer<typeof circleDetailSchema>;

export const circleResponseSchema = z.object({ circle: circleSummarySchema });
export type CircleResponse = z.infer<typeof circleResponseSchema>;

/**
 * GET /api/circles/leaderboard: the top members of the viewer's circles by XP this week; `scope` 'everyone'
 * when the viewer is in no circle (then it ranks every user, as the weekly leaderboard does).
 */
export const circleLeaderboardResponseSchema = z.object({
  scope: z.enum(CIRCLE_LEADERBOARD_SCOPES),
  since: z.number(),
  entries: z.array(circleLeaderboardEntrySchema),
});
export type CircleLeaderboardResponse = z.infer<typeof circleLeaderboardResponseSchema>;
