import type {
  ActivityType,
  ChallengeLevel,
  ChallengeStatus,
  FeedbackStatus,
  TeachbackStatus,
} from '@teachloop/shared';
import type { Kysely } from 'kysely';

/** Table types. Ids are text made by the app; timestamps are epoch milliseconds (see docs/decisions/002). */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: number;
}

/** Created by Better Auth's migration from features/auth/profile-plugin.ts; id is the user's id. */
export interface ProfilesTable {
  id: string;
  display_name: string | null;
  photo_url: string | null;
  xp: number;
  streak: number;
  /** JSON array of badge ids. */
  badges: string;
  created_at: number;
  updated_at: number;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

/** Better Auth's user table, read-only for our code (Better Auth owns writes). */
export interface AuthUserTable {
  id: string;
  email: string;
  name: string;
  image: string | null;
}

/** Migration 003. */
export interface ChallengesTable {
  id: string;
  owner_id: string;
  title: string;
  topic: string;
  level: ChallengeLevel;
  status: ChallengeStatus;
  description: string;
  notes: string;
  points: number;
  /** JSON array of tag strings. */
  tags: string;
  author: string;
  due_ts: number;
  created_at: number;
  updated_at: number;
}

export interface TeachbacksTable {
  id: string;
  challenge_id: string;
  assignee_id: string;
  requester_id: string;
  requester: string;
  prompt: string;
  status: TeachbackStatus;
  notes: string;
  due_ts: number;
  created_at: number;
  updated_at: number;
}

export interface FeedbackRequestsTable {
  id: string;
  reviewer_id: string;
  learner_id: string;
  learner: string;
  teachback_id: string;
  title: string;
  points: number;
  status: FeedbackStatus;
  rating: number | null;
  comment: string | null;
  created_at: number;
  updated_at: number;
}

export interface ActivityTable {
  id: string;
  user_id: string;
  text: string;
  type: ActivityType;
  created_at: number;
}

export interface Database {
  activity: ActivityTable;
  challenges: ChallengesTable;
  contact_messages: ContactMessagesTable;
  feedback_requests: FeedbackRequestsTable;
  profiles: ProfilesTable;
  rate_limits: RateLimitsTable;
  teachbacks: TeachbacksTable;
  user: AuthUserTable;
}

export type Db = Kysely<Database>;
