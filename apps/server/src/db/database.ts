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

export interface Database {
  contact_messages: ContactMessagesTable;
  profiles: ProfilesTable;
  rate_limits: RateLimitsTable;
  user: AuthUserTable;
}

export type Db = Kysely<Database>;
