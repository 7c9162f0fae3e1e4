import { z } from 'zod';
import { CHALLENGE_LEVELS } from './learning';
import { ID_MAX_LENGTH } from './learning-schemas';

/**
 * Study circles (issue 8): small groups with a focus and a level, Open (join at once) or Private (ask the owner),
 * with a capacity that counts the owner. The spec's texts ('Find a Circle', 'Request to join “{name}” sent!',
 * 'No circles match your filters yet.') live here with our own for what the prototype never did.
 */
export const CIRCLE_LEVELS = CHALLENGE_LEVELS;
export type CircleLevel = (typeof CIRCLE_LEVELS)[number];
/** The level filter's choices: 'All' sends no level. */
export const CIRCLE_LEVEL_FILTERS = ['All', ...CIRCLE_LEVELS] as const;
export const CIRCLE_PRIVACIES = ['open', 'private'] as const;
export type CirclePrivacy = (typeof CIRCLE_PRIVACIES)[number];
export const CIRCLE_PRIVACY_LABELS: Record<CirclePrivacy, string> = { open: 'Open', private: 'Private' };
export const CIRCLE_ROLES = ['owner', 'member'] as const;
export type CircleRole = (typeof CIRCLE_ROLES)[number];
export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];
/** Where the viewer stands with a circle: its owner, a member, asked to join (pending), or none of these. */
export const CIRCLE_MEMBERSHIPS = ['owner', 'member', 'pending', 'none'] as const;
export type CircleMembership = (typeof CIRCLE_MEMBERSHIPS)[number];

/**
 * Our limits (the spec sets none but the capacity range): a name fits a card's title line, a focus a short
 * sentence; a search term is a few words. A page of results is a screenful of cards; the result count stops
 * counting at `countCap` so a search never reads an unbounded number of rows.
 */
export const CIRCLE_LIMITS = {
  name: 60,
  focus: 140,
  minCapacity: 2,
  maxCapacity: 50,
  defaultCapacity: 8,
  search: 100,
  pageSize: 12,
  countCap: 1000,
  cursor: 200,
  /** The dashboard panel (spec section 9: 5 leaderboard entries). */
  leaderboardDefault: 5,
  leaderboardMax: 20,
} as const;
const L = CIRCLE_LIMITS;

export const CIRCLE_MESSAGES = {
  // Spec texts (section 2, Circles).
  pageTitle: 'Find a Circle',
  empty: 'No circles match your filters yet.',
  requestSent: (name: string) => `Request to join “${name}” sent!`,
  // Ours.
  nameRequired: 'Give your circle a name.',
  nameTooLong: `A circle name must be at most ${L.name} characters.`,
  focusRequired: 'Say what the circle focuses on.',
  focusTooLong: `The focus must be at most ${L.focus} characters.`,
  levelInvalid: 'Level must be Beginner, Intermediate or Advanced.',
  privacyInvalid: 'Privacy must be Open or Private.',
  capacityInvalid: `Capacity must be a whole number from ${L.minCapacity} to ${L.maxCapacity}.`,
  searchTooLong: `Search at most ${L.search} characters.`,
  levelFilterInvalid: 'Level must be All, Beginner, Intermediate or Advanced.',
  cursorInvalid: 'This page of results is no longer valid. Start the search again.',
  userIdInvalid: 'Choose a member to hand the circle over to.',
  notFound: 'Circle not found.',
  requestNotFound: 'Join request not found.',
  full: 'This circle is full.',
  alreadyMember: 'You’re already a member of this circle.',
  alreadyRequested: 'You’ve already asked to join this circle.',
  privateCircle: 'This circle is private: request to join instead.',
  openCircle: 'This circle is open: join it directly.',
  notMember: 'You’re not a member of this circle.',
  ownerCannotLeave: 'Hand ownership to another member or close the circle before leaving.',
  ownerOnly: 'Only the circle’s owner can do that.',
  requestDecided: 'This request has already been answered.',
  transferToMember: 'Ownership can only go to another member of this circle.',
  loadFailed: 'Couldn’t load circles.',
  loadOneFailed: 'Couldn’t load this circle.',
  actionFailed: 'Couldn’t update the circle. Please try again.',
  createFailed: 'Couldn’t create the circle. Please try again.',
  noRating: 'No ratings yet',
  membersOnly: 'Members and the circle’s leaderboard are visible to its members.',
  leaderboardEmpty: 'No one in this circle has earned XP this week yet.',
} as const;
const M = CIRCLE_MESSAGES;

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** POST /api/circles. Name and focus are trimmed; the creator becomes the owner and first member. */
export const createCircleSchema = z.object({
  name: text(L.name, M.nameRequired, M.nameTooLong),
  focus: text(L.focus, M.focusRequired, M.focusTooLong),
  level: z.enum(CIRCLE_LEVELS, { error: M.levelInvalid }),
  privacy: z.enum(CIRCLE_PRIVACIES, { error: M.privacyInvalid }),
  capacity: z
    .number({ error: M.capacityInvalid })
    .int(M.capacityInvalid)
    .min(L.minCapacity, M.capacityInvalid)
    .max(L.maxCapacity, M.capacityInvalid),
});
export type CreateCircleInput = z.input<typeof createCircleSchema>;
export type CreateCircle = z.output<typeof createCircleSchema>;

/** GET /api/circles?q=&level=&cursor=: `level` absent or 'All' means every level. */
export const circleListQuerySchema = z.object({
  q: z
    .string({ error: M.searchTooLong })
    .max(L.search, M.searchTooLong)
    .optional()
    .transform((value) => value?.trim() || undefined),
  level: z
    .enum(CIRCLE_LEVEL_FILTERS, { error: M.levelFilterInvalid })
    .optional()
    .transform((value) => (value === 'All' ? undefined : value)),
  cursor: z
    .string({ error: M.cursorInvalid })
    .min(1, M.cursorInvalid)
    .max(L.cursor, M.cursorInvalid)
    .optional(),
});
export type CircleListQuery = z.input<typeof circleListQuerySchema>;

export const circleParamsSchema = z.object({
  id: z.string().min(1).max(ID_MAX_LENGTH, `An id is at most ${ID_MAX_LENGTH} characters.`),
});
export const circleRequestParamsSchema = circleParamsSchema.extend({
  requestId: z.string().min(1).max(ID_MAX_LENGTH, `An id is at most ${ID_MAX_LENGTH} characters.`),
});
export const transferCircleSchema = z.object({
  userId: z.string({ error: M.userIdInvalid }).min(1, M.userIdInvalid).max(ID_MAX_LENGTH, M.userIdInvalid),
});
export const circleLeaderboardQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${L.leaderboardMax}.` })
    .int(`limit must be a whole number from 1 to ${L.leaderboardMax}.`)
    .min(1, `limit must be a whole number from 1 to ${L.leaderboardMax}.`)
    .max(L.leaderboardMax, `limit must be a whole number from 1 to ${L.leaderboardMax}.`)
    .optional(),
});

/** One card of the list, as the viewer sees it. */
export const circleSummarySchema = z.object({
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
});
export type CircleSummary = z.infer<typeof circleSummarySchema>;

export const circleListResponseSchema = z.object({
  circles: z.array(circleSummarySchema),
  /** How many circles match, counted up to CIRCLE_LIMITS.countCap (then `countCapped`). */
  count: z.number(),
  countCapped: z.boolean(),
  /** Pass back as ?cursor= for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CircleListResponse = z.infer<typeof circleListResponseSchema>;

/** A ranked row: XP earned since Monday 00:00 in the viewer's time zone. Equal XP shares a rank. */
export const circleLeaderboardEntrySchema = z.object({
  rank: z.number(),
  userId: z.string(),
  /** Display name, else the first 6 characters of the user id. */
  name: z.string(),
  xp: z.number(),
  you: z.boolean(),
});
export type CircleLeaderboardEntry = z.infer<typeof circleLeaderboardEntrySchema>;

export const circleMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(CIRCLE_ROLES),
  /** The member's level from their total XP (level = floor(xp / 500) + 1). */
  level: z.number(),
  weekXp: z.number(),
  joinedAt: z.number(),
  you: z.boolean(),
});
export type CircleMember = z.infer<typeof circleMemberSchema>;

export const joinRequestSchema = z.object({
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
export const CIRCLE_LEADERBOARD_SCOPES = ['circles', 'everyone'] as const;
export const circleLeaderboardResponseSchema = z.object({
  scope: z.enum(CIRCLE_LEADERBOARD_SCOPES),
  since: z.number(),
  entries: z.array(circleLeaderboardEntrySchema),
});
export type CircleLeaderboardResponse = z.infer<typeof circleLeaderboardResponseSchema>;
