import {
  DAY_MS,
  type ActivityEntry,
  type Challenge,
  type FeedbackCounts,
  type FeedbackDetail,
  type FeedbackRequest,
  type LeaderboardEntry,
  type LeaderboardResponse,
  type LearnerReview,
  type Portfolio,
  type Profile,
  type Teachback,
  type TeachbackContext,
} from '@teachloop/shared';

/** A due time that reads as `days` days left (a little under, so rounding up lands on `days`). */
export function dueIn(days: number): number {
  return Date.now() + days * DAY_MS - 60 * 60 * 1000;
}

export function buildChallenge(overrides: Partial<Challenge> = {}): Challenge {
  return {
    id: 'c1',
    ownerId: 'u1',
    title: 'Explain recursion',
    topic: 'Computer Science',
    level: 'Beginner',
    status: 'open',
    description: '',
    notes: '',
    points: 25,
    tags: [],
    author: 'Ada',
    dueTs: dueIn(3),
    createdAt: Date.now() - DAY_MS,
    updatedAt: Date.now() - DAY_MS,
    ...overrides,
  };
}

/** What a teach-back's work page reads of its challenge: 'Binary search', unrevised and unreviewed. */
export function buildTeachbackContext(overrides: Partial<TeachbackContext> = {}): TeachbackContext {
  return {
    title: 'Binary search',
    topic: 'Algorithms',
    level: 'Beginner',
    revisedAt: null,
    review: null,
    pathItem: null,
    publish: false,
    published: false,
    ...overrides,
  };
}

export function buildTeachback(overrides: Partial<Teachback> = {}): Teachback {
  return {
    id: 't1',
    challengeId: 'c9',
    assigneeId: 'u1',
    requesterId: 'u2',
    requester: 'Grace',
    title: 'Binary search',
    prompt: 'Teach back: Binary search',
    status: 'pending',
    notes: '',
    dueTs: dueIn(2),
    createdAt: Date.now() - DAY_MS,
    updatedAt: Date.now() - DAY_MS,
    ...overrides,
  };
}

export function buildFeedback(overrides: Partial<FeedbackRequest> = {}): FeedbackRequest {
  return {
    id: 'f1',
    reviewerId: 'u1',
    learnerId: 'u2',
    learner: 'Grace',
    teachbackId: 't9',
    title: 'Binary search',
    points: 10,
    status: 'pending',
    rating: null,
    comment: null,
    helpful: false,
    createdAt: Date.now() - 60 * 60 * 1000,
    updatedAt: Date.now() - 60 * 60 * 1000,
    dueAt: dueIn(3),
    ...overrides,
  };
}

export function buildActivity(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: 'a1',
    userId: 'u1',
    text: 'Created challenge “Explain recursion”',
    type: 'challenge',
    createdAt: Date.now() - 5 * 60 * 1000,
    link: { kind: 'challenge', id: 'c1' },
    ...overrides,
  };
}

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'u1',
    displayName: 'Ada',
    photoURL: null,
    bio: null,
    xp: 0,
    streak: 0,
    longestStreak: 0,
    streakFreezes: 0,
    badges: [],
    dailyGoal: { target: 1, done: 0 },
    ...overrides,
  };
}

/** The reviewer's view of one request, as the side panel at /feedback/{id} reads it. */
export function buildFeedbackDetail(overrides: Partial<FeedbackDetail> = {}): FeedbackDetail {
  return {
    ...buildFeedback(),
    topic: 'Algorithms',
    teachbackNotes: 'Halve the sorted range each step until the target is found.',
    teachbackRevisedAt: null,
    rubric: { clarity: null, accuracy: null, examples: null },
    anonymous: false,
    completedAt: null,
    ...overrides,
  };
}

/** A review as the learner sees it (Received and Requests): by default Grace's submitted 4-star review. */
export function buildLearnerReview(overrides: Partial<LearnerReview> = {}): LearnerReview {
  return {
    id: 'r1',
    teachbackId: 't1',
    title: 'Explain recursion',
    topic: 'Computer Science',
    reviewer: 'Grace',
    reviewerId: 'u2',
    status: 'completed',
    rating: 4,
    rubric: { clarity: 5, accuracy: 4, examples: null },
    comment: 'Clear base case.',
    anonymous: false,
    helpful: false,
    createdAt: Date.now() - 2 * DAY_MS,
    completedAt: Date.now() - DAY_MS,
    ...overrides,
  };
}

export function buildCounts(overrides: Partial<FeedbackCounts> = {}): FeedbackCounts {
  return { toGive: 0, waiting: 0, received: 0, requests: 0, ...overrides };
}

export function buildPortfolio(overrides: Partial<Portfolio> = {}): Portfolio {
  return {
    profile: buildProfile(),
    email: 'ada@example.com',
    badges: [],
    verifiedSkills: [],
    completedChallenges: { total: 0, items: [] },
    completedTeachbacks: { total: 0, items: [] },
    ...overrides,
  };
}

export function buildLeaderboard(entries: LeaderboardEntry[] = []): LeaderboardResponse {
  return { period: 'week', since: Date.now() - 2 * DAY_MS, total: entries.length, entries, me: null };
}
