import {
  DAY_MS,
  type ActivityEntry,
  type Challenge,
  type FeedbackRequest,
  type Profile,
  type Teachback,
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

export function buildTeachback(overrides: Partial<Teachback> = {}): Teachback {
  return {
    id: 't1',
    challengeId: 'c9',
    assigneeId: 'u1',
    requesterId: 'u2',
    requester: 'Grace',
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
    ...overrides,
  };
}

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'u1',
    displayName: 'Ada',
    photoURL: null,
    xp: 0,
    streak: 0,
    longestStreak: 0,
    streakFreezes: 0,
    badges: [],
    ...overrides,
  };
}
