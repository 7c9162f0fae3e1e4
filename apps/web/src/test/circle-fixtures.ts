import {
  DAY_MS,
  type CircleDetail,
  type CircleLeaderboardEntry,
  type CircleLeaderboardResponse,
  type CircleListResponse,
  type CircleMember,
  type CircleSummary,
  type JoinRequest,
} from '@teachloop/shared';

/** A circle card as the API answers it: an Open Intermediate circle with openings, seen by a stranger. */
export function buildCircle(overrides: Partial<CircleSummary> = {}): CircleSummary {
  const circle: CircleSummary = {
    id: 'k1',
    name: 'Graph Theory Study Group',
    focus: 'Shortest paths and spanning trees',
    level: 'Intermediate',
    privacy: 'open',
    capacity: 8,
    members: 3,
    openings: 5,
    rating: 4.5,
    ratingCount: 2,
    ownerId: 'u2',
    ownerName: 'Grace',
    membership: 'none',
    createdAt: Date.now() - DAY_MS,
    ...overrides,
  };
  return { ...circle, openings: overrides.openings ?? Math.max(0, circle.capacity - circle.members) };
}

export function buildCircleList(
  circles: CircleSummary[],
  more: Partial<CircleListResponse> = {},
): CircleListResponse {
  return { circles, count: circles.length, countCapped: false, nextCursor: null, ...more };
}

export function buildMember(overrides: Partial<CircleMember> = {}): CircleMember {
  return {
    userId: 'u2',
    name: 'Grace',
    photoURL: null,
    role: 'member',
    level: 2,
    weekXp: 40,
    joinedAt: Date.now() - DAY_MS,
    you: false,
    ...overrides,
  };
}

export function buildJoinRequest(overrides: Partial<JoinRequest> = {}): JoinRequest {
  return {
    id: 'r1',
    userId: 'u3',
    name: 'Linus',
    level: 1,
    createdAt: Date.now() - 60 * 60 * 1000,
    ...overrides,
  };
}

export function buildCircleEntry(overrides: Partial<CircleLeaderboardEntry> = {}): CircleLeaderboardEntry {
  return { rank: 1, userId: 'u2', name: 'Grace', xp: 40, you: false, ...overrides };
}

export function buildCircleDetail(overrides: Partial<CircleDetail> = {}): CircleDetail {
  return {
    circle: buildCircle(),
    visible: true,
    members: [buildMember({ role: 'owner' })],
    requests: [],
    weekStart: Date.now() - 2 * DAY_MS,
    leaderboard: [buildCircleEntry()],
    ...overrides,
  };
}

export function buildCircleLeaderboard(
  entries: CircleLeaderboardEntry[] = [],
  scope: CircleLeaderboardResponse['scope'] = 'circles',
): CircleLeaderboardResponse {
  return { scope, since: Date.now() - 2 * DAY_MS, entries };
}
