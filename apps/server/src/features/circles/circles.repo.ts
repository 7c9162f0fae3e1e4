import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { CircleLevel, CircleMembership } from '@teachloop/shared';
import { containsPattern, lowerContains } from '../../db/contains';
import type { ModerationMarks } from '../moderation/visibility.policy';
import { browsableCircle, notBlockedWith } from '../moderation/visibility.sql';
import type { Database, Db } from '../../db/database';
import type { KeysetPosition } from '../../keyset-cursor';
import { pastKeyset } from '../../db/keyset';

/** A circle as stored, with its owner's display name and where the viewer stands with it. */
export interface CircleRow {
  id: string;
  name: string;
  focus: string;
  level: CircleLevel;
  privacy: 'open' | 'private';
  capacity: number;
  ownerId: string;
  ownerDisplayName: string | null;
  memberCount: number;
  createdAt: number;
  membership: CircleMembership;
  /** Its hidden mark and its owner's suspension. */
  marks: ModerationMarks;
}

export interface CircleFilter {
  /** Matched case-insensitively anywhere in the name or the focus. */
  q?: string | undefined;
  level?: CircleLevel | undefined;
}

type Eb = ExpressionBuilder<Database, 'circles'>;

function matches(eb: Eb, filter: CircleFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [
    eb('circles.closed_at', 'is', null),
    // Hidden circles and those of suspended owners leave the directory: rare rows skipped in order.
    browsableCircle(),
  ];
  if (filter.level) conditions.push(eb('circles.level', '=', filter.level));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      eb.or([
        lowerContains(sql.ref('circles.name'), pattern),
        lowerContains(sql.ref('circles.focus'), pattern),
      ]),
    );
  }
  return eb.and(conditions);
}

/** The viewer's circle_members row of the circle being read. */
function viewerMembership(eb: Eb, viewerId: string) {
  return eb
    .selectFrom('circle_members')
    .select('circle_members.role')
    .whereRef('circle_members.circle_id', '=', 'circles.id')
    .where('circle_members.user_id', '=', viewerId);
}

/** The viewer's standing: owner or member from circle_members, else pending if a request waits, else none. */
function membershipOf(eb: Eb, viewerId: string) {
  return eb
    .case()
    .when(eb.exists(viewerMembership(eb, viewerId).where('circle_members.role', '=', 'owner')))
    .then('owner')
    .when(eb.exists(viewerMembership(eb, viewerId)))
    .then('member')
    .when(
      eb.exists(
        eb
          .selectFrom('circle_join_requests')
          .select('circle_join_requests.id')
          .whereRef('circle_join_requests.circle_id', '=', 'circles.id')
          .where('circle_join_requests.user_id', '=', viewerId)
          .where('circle_join_requests.status', '=', sql.lit('pending')),
      ),
    )
    .then('pending')
    .else('none')
    .end();
}

function circleRows(db: Db, viewerId: string) {
  return db
    .selectFrom('circles')
    .leftJoin('profiles as owner', 'owner.id', 'circles.owner_id')
    .select((eb) => [
      'circles.id',
      'circles.name',
      'circles.focus',
      'circles.level',
      'circles.privacy',
      'circles.capacity',
      'circles.owner_id',
      'owner.display_name as owner_display_name',
      'circles.member_count',
      'circles.created_at',
      'circles.hidden_at',
      'circles.hidden_reason',
      'owner.suspended_at as owner_suspended_at',
      membershipOf(eb, viewerId).as('membership'),
    ]);
}

type RawCircle = Awaited<ReturnType<ReturnType<typeof circleRows>['executeTakeFirstOrThrow']>>;

function toRow(row: RawCircle): CircleRow {
  return {
    id: row.id,
    name: row.name,
    focus: row.focus,
    level: row.level,
    privacy: row.privacy,
    capacity: row.capacity,
    ownerId: row.owner_id,
    ownerDisplayName: row.owner_display_name,
    memberCount: row.member_count,
    createdAt: row.created_at,
    membership: row.membership as CircleMembership,
    marks: {
      hiddenAt: row.hidden_at,
      hiddenReason: row.hidden_reason,
      authorSuspended: row.owner_suspended_at !== null,
    },
  };
}

/** One open (not closed) circle as the viewer sees it, or undefined. */
export async function findCircle(db: Db, viewerId: string, id: string): Promise<CircleRow | undefined> {
  const row = await circleRows(db, viewerId)
    .where('circles.id', '=', id)
    .where('circles.closed_at', 'is', null)
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/**
 * A page of open circles matching the filter, newest first, after `after` (keyset). Served by the partial
 * (created_at, id) or (level, created_at, id) index read backwards; a text search filters rows in that order
 * and stops at the LIMIT.
 */
export async function listCircles(
  db: Db,
  viewerId: string,
  filter: CircleFilter,
  page: { after: KeysetPosition | null; limit: number },
): Promise<CircleRow[]> {
  const { after } = page;
  const rows = await circleRows(db, viewerId)
    .where((eb) => matches(eb, filter))
    .$if(after !== null, (query) =>
      query.where((eb) =>
        pastKeyset(eb, ['circles.created_at', 'circles.id'], [after!.createdAt, after!.id], 'desc'),
      ),
    )
    .orderBy('circles.created_at', 'desc')
    .orderBy('circles.id', 'desc')
    .limit(page.limit)
    .execute();
  return rows.map(toRow);
}

/**
 * How many open circles match, counting at most `cap` rows (a broad search never reads the whole table). In the
 * list's order, so both engines walk the same partial index as the list and stop at the cap, instead of reading
 * the table until `cap` rows match (docs/decisions/011).
 */
export async function countCircles(db: Db, filter: CircleFilter, cap: number): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('circles')
        .select('circles.id')
        .where((inner) => matches(inner, filter))
        .orderBy('circles.created_at', 'desc')
        .orderBy('circles.id', 'desc')
        .limit(cap)
        .as('matching'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export interface CircleRating {
  average: number;
  count: number;
}

/**
 * The average stars each circle's current members received in completed reviews (ratings of 1 or more; 0 is
 * 'submitted without stars'), for the given circles. Served by circle_members' primary key and
 * feedback_requests' (learner_id, …) index.
 */
export async function ratingsOf(db: Db, circleIds: string[]): Promise<Map<string, CircleRating>> {
  if (circleIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('circle_members')
    .innerJoin('feedback_requests', 'feedback_requests.learner_id', 'circle_members.user_id')
    .select((eb) => [
      'circle_members.circle_id as circle_id',
      eb.fn.avg<number>('feedback_requests.rating').as('average'),
      eb.fn.count<number>('feedback_requests.id').as('count'),
    ])
    .where('circle_members.circle_id', 'in', circleIds)
    .where('feedback_requests.status', '=', 'completed')
    .where('feedback_requests.rating', '>=', 1)
    .groupBy('circle_members.circle_id')
    .execute();
  return new Map(rows.map((row) => [row.circle_id, { average: row.average, count: row.count }]));
}

export interface MemberRow {
  userId: string;
  displayName: string | null;
  photoUrl: string | null;
  role: 'owner' | 'member';
  joinedAt: number;
  totalXp: number;
  /** 'Show me on leaderboards': off keeps them in the member list but off the circle's board. */
  listed: boolean;
  /** Suspended members stay in the list (a name is not content) but leave the circle's board. */
  suspended: boolean;
}

/** A circle's members, owner first, then by joining time. */
export async function listMembers(db: Db, circleId: string): Promise<MemberRow[]> {
  const rows = await db
    .selectFrom('circle_members')
    .leftJoin('profiles', 'profiles.id', 'circle_members.user_id')
    .select([
      'circle_members.user_id',
      'circle_members.role',
      'circle_members.joined_at',
      'profiles.display_name',
      'profiles.photo_url',
      'profiles.xp',
      'profiles.listed',
      'profiles.suspended_at',
    ])
    .where('circle_members.circle_id', '=', circleId)
    .orderBy(sql`case when ${sql.ref('circle_members.role')} = 'owner' then 0 else 1 end`)
    .orderBy('circle_members.joined_at', 'asc')
    .orderBy('circle_members.user_id', 'asc')
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    displayName: row.display_name,
    photoUrl: row.photo_url ?? null,
    role: row.role,
    joinedAt: row.joined_at,
    totalXp: row.xp ?? 0,
    listed: row.listed !== 0,
    suspended: row.suspended_at !== null && row.suspended_at !== undefined,
  }));
}

export interface RequestRow {
  id: string;
  userId: string;
  displayName: string | null;
  totalXp: number;
  createdAt: number;
}

/**
 * A circle's pending join requests, oldest first (the owner answers them in order), but those of anyone the
 * owner blocked or who blocked the owner (kept pending, never shown).
 */
export async function listPendingRequests(db: Db, circleId: string, ownerId: string): Promise<RequestRow[]> {
  const rows = await db
    .selectFrom('circle_join_requests')
    .leftJoin('profiles', 'profiles.id', 'circle_join_requests.user_id')
    .select([
      'circle_join_requests.id',
      'circle_join_requests.user_id',
      'circle_join_requests.created_at',
      'profiles.display_name',
      'profiles.xp',
    ])
    .where('circle_join_requests.circle_id', '=', circleId)
    .where('circle_join_requests.status', '=', sql.lit('pending'))
    .where(notBlockedWith('circle_join_requests.user_id', ownerId))
    .orderBy('circle_join_requests.created_at', 'asc')
    .orderBy('circle_join_requests.id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    displayName: row.display_name,
    totalXp: row.xp ?? 0,
    createdAt: row.created_at,
  }));
}

/** The user ids of a circle's members. */
export async function memberIds(db: Db, circleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('circle_members')
    .select('user_id')
    .where('circle_id', '=', circleId)
    .execute();
  return rows.map((row) => row.user_id);
}
