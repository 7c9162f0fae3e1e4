import { randomUUID } from 'node:crypto';
import {
  CIRCLE_LIMITS,
  CIRCLE_MESSAGES,
  leaderboardName,
  levelProgress,
  type CircleDetail,
  type CircleLevel,
  type CircleListResponse,
  type CircleSummary,
  type CreateCircle,
  type SessionUser,
  weekPeriod,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import { decodeCursor, encodeCursor } from '../../keyset-cursor';
import type { Db } from '../../db/database';
import { removalFor, seenBy } from '../moderation/visibility.policy';
import { insertActivity } from '../activity/activity.repo';
import { publishAll, type Notice } from '../realtime/notices';
import { rankByXp } from '../leaderboard/rank';
import { CIRCLE_ACTIVITY_TEXTS } from './circle-texts';
import { insertCircle, insertMember } from './circle-membership.repo';
import { periodXpOf } from './circle-week-xp.repo';
import {
  countCircles,
  findCircle,
  listCircles as listCircleRows,
  listMembers,
  listPendingRequests,
  ratingsOf,
  type CircleRating,
  type CircleRow,
} from './circles.repo';
import { canSeeMembers, openings } from './circles.policy';
import type { CirclesDeps } from './circles-deps';

/** The average to one decimal (4.25 → 4.3), or null when nobody was rated yet. */
function ratingOf(rating: CircleRating | undefined): { rating: number | null; ratingCount: number } {
  if (!rating || rating.count === 0) return { rating: null, ratingCount: 0 };
  return { rating: Math.round(rating.average * 10) / 10, ratingCount: rating.count };
}

function toSummary(row: CircleRow, rating: CircleRating | undefined): CircleSummary {
  const seen = seenBy(row.membership === 'owner' ? row.ownerId : null, row.ownerId, row.marks);
  return {
    id: row.id,
    name: seen.blank ? '' : row.name,
    focus: seen.blank ? '' : row.focus,
    level: row.level,
    privacy: row.privacy,
    capacity: row.capacity,
    members: row.memberCount,
    openings: openings(row),
    ...ratingOf(rating),
    ownerId: row.ownerId,
    ownerName: leaderboardName(row.ownerDisplayName, row.ownerId),
    membership: row.membership,
    createdAt: row.createdAt,
    removed: seen.removal,
  };
}

/**
 * One open circle as `viewerId` sees it; a closed or missing one is 'Circle not found.', and so is a removed one
 * (hidden, or its owner suspended) to anyone not in it, as it left the directory.
 */
export async function requireCircle(db: Db, viewerId: string, id: string): Promise<CircleRow> {
  const row = await findCircle(db, viewerId, id);
  const insider = row?.membership === 'owner' || row?.membership === 'member';
  if (!row || (!insider && removalFor(viewerId, row.ownerId, row.marks) !== undefined)) {
    throw new AppError('not_found', CIRCLE_MESSAGES.notFound);
  }
  return row;
}

export async function getCircleSummary(db: Db, viewerId: string, id: string): Promise<CircleSummary> {
  const row = await requireCircle(db, viewerId, id);
  return toSummary(row, (await ratingsOf(db, [row.id])).get(row.id));
}

/** Find a Circle: a page of open circles matching the search and level, newest first, with the match count. */
export async function listCircles(
  db: Db,
  viewerId: string,
  query: { q?: string | undefined; level?: CircleLevel | undefined; cursor?: string | undefined },
): Promise<CircleListResponse> {
  const filter = { q: query.q, level: query.level };
  const after = query.cursor ? decodeCursor(query.cursor, CIRCLE_MESSAGES.cursorInvalid) : null;
  const limit = CIRCLE_LIMITS.pageSize;
  const [rows, counted] = await Promise.all([
    listCircleRows(db, viewerId, filter, { after, limit: limit + 1 }),
    countCircles(db, filter, CIRCLE_LIMITS.countCap + 1),
  ]);
  const page = rows.slice(0, limit);
  const ratings = await ratingsOf(
    db,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    circles: page.map((row) => toSummary(row, ratings.get(row.id))),
    count: Math.min(counted, CIRCLE_LIMITS.countCap),
    countCapped: counted > CIRCLE_LIMITS.countCap,
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}

/** Creates a circle with its creator as owner and first member, and the creator's activity entry. */
export async function createCircle(
  deps: CirclesDeps,
  user: SessionUser,
  input: CreateCircle,
): Promise<CircleSummary> {
  const now = deps.now();
  const id = randomUUID();
  const notices = await deps.db.transaction().execute(async (trx) => {
    await insertCircle(trx, { id, ...input, ownerId: user.id, createdAt: now });
    await insertMember(trx, { circleId: id, userId: user.id, role: 'owner', joinedAt: now });
    const activityId = await insertActivity(trx, {
      userId: user.id,
      text: CIRCLE_ACTIVITY_TEXTS.created(input.name),
      type: 'info',
      createdAt: now,
      link: { kind: 'circle', id },
    });
    const notices: Notice[] = [
      { userIds: [user.id], event: { type: 'circles', ids: [id] } },
      { userIds: [user.id], event: { type: 'activity', ids: [activityId] } },
    ];
    return notices;
  });
  await publishAll(deps, notices);
  return getCircleSummary(deps.db, user.id, id);
}

/**
 * A circle's page: its card, and for those who may see them (members; anyone for an Open circle) the members
 * with their level and this week's XP and the circle's leaderboard; the owner also gets the pending requests.
 * The week is the leaderboards' shared one (Monday 00:00 UTC: leaderboard/periods.ts).
 */
export async function getCircleDetail(
  db: Db,
  viewerId: string,
  id: string,
  options: { now: number },
): Promise<CircleDetail> {
  const circle = await getCircleSummary(db, viewerId, id);
  const week = weekPeriod(options.now);
  const visible = canSeeMembers(circle);
  const [members, requests] = await Promise.all([
    visible ? listMembers(db, id) : Promise.resolve([]),
    circle.membership === 'owner' ? listPendingRequests(db, id, viewerId) : Promise.resolve([]),
  ]);
  const weekXp = await periodXpOf(
    db,
    week.key,
    members.map((member) => member.userId),
  );
  const shownMembers = members.map((member) => ({
    userId: member.userId,
    name: leaderboardName(member.displayName, member.userId),
    // A suspended member keeps their name in the list but not their photo, which is content of theirs.
    photoURL: member.suspended ? null : member.photoUrl,
    role: member.role,
    level: levelProgress(member.totalXp).level,
    weekXp: weekXp.get(member.userId) ?? 0,
    joinedAt: member.joinedAt,
    you: member.userId === viewerId,
  }));
  return {
    circle,
    visible,
    members: shownMembers,
    requests: requests.map((request) => ({
      id: request.id,
      userId: request.userId,
      name: leaderboardName(request.displayName, request.userId),
      level: levelProgress(request.totalXp).level,
      createdAt: request.createdAt,
    })),
    weekStart: week.since,
    // Members see members (the list above); the board leaves out those hidden from leaderboards, but the viewer.
    leaderboard: rankByXp(
      shownMembers
        .filter((member) => member.weekXp > 0)
        .filter((member) => {
          const row = members.find((candidate) => candidate.userId === member.userId);
          return member.you || (row?.listed && !row.suspended);
        })
        .map((member) => ({ userId: member.userId, name: member.name, xp: member.weekXp })),
      viewerId,
    ),
  };
}
