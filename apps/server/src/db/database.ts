import type {
  ActivityLinkKind,
  ActivityType,
  ChallengeLevel,
  ChallengeStatus,
  CircleLevel,
  CirclePrivacy,
  CircleRole,
  DailyGoalAction,
  FeedbackStatus,
  JoinRequestStatus,
  NotificationDelivery,
  NotificationKind,
  TeachbackStatus,
  XpCapReason,
  XpKind,
} from '@teachloop/shared';
import type { Generated, Kysely } from 'kysely';

/** Table types. Ids are text made by the app; timestamps are epoch milliseconds (see docs/decisions/002). */
interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: number;
}

/** Created by Better Auth's migration from features/auth/profile-plugin.service.ts; id is the user's id. */
export interface ProfilesTable {
  id: string;
  display_name: string | null;
  photo_url: string | null;
  /** The sum of the user's xp_ledger rows, kept in step in the same transaction as each award. */
  xp: number;
  /** Streak state as of streak_last_day (migration 004): reads compute today's view with streakOn. */
  streak: number;
  longest_streak: number;
  streak_freezes: number;
  /** 'YYYY-MM-DD' in the user's time zone, or null before the first XP-earning action. */
  streak_last_day: string | null;
  /**
   * The IANA time zone the user's days are counted in (streak, daily XP cap): set from the browser at sign-up,
   * changed only in settings (migration 018).
   */
  time_zone: string;
  /** Migration 031: the user's short bio (plain text, at most 280 characters), null when never written. */
  bio: string | null;
  /** When the user last changed time_zone in settings; null if never (it may change once in 7 days). */
  time_zone_changed_at: number | null;
  /** Migration 011: teach-backs assigned to this user and not completed, moved with each of them. */
  open_teachbacks: Generated<number>;
  /** Migration 034: /u/{handle}; unique, made from the name at sign-up, editable in settings. */
  handle: string | null;
  /** 1 when the owner made /u/{handle} public (off by default). */
  public_profile: Generated<number>;
  /**
   * 1 when the account shows on the leaderboards: the owner's choice (show_on_boards) and a verified address
   * (migration 044; kept in step on xp_period_totals.listed by public-profile's refreshBoardListing).
   */
  listed: Generated<number>;
  /** Migration 044: the owner's 'Show me on leaderboards' switch (0 when they hid themself). */
  show_on_boards: Generated<number>;
  created_at: number;
  updated_at: number;
  /** Set while a moderator hides the row; null while visible. */
  hidden_at: Generated<number | null>;
  hidden_reason: Generated<string | null>;
  /** Set while the account is suspended; `suspended_until` null means for good. */
  suspended_at: Generated<number | null>;
  suspended_until: Generated<number | null>;
  suspension_reason: Generated<string | null>;
  /** Migration 047: the hours (0–23, in time_zone) between which nothing is pushed; 22 to 8 by default. */
  quiet_start: Generated<number>;
  quiet_end: Generated<number>;
  /** Migration 047: when 'your streak ends tonight' is due (null: none due); kept by saveStreakState. */
  streak_reminder_at: Generated<number | null>;
  /** Migration 047: how many counted actions (1, 2 or 3) make the user's day. */
  daily_goal: Generated<number>;
}

interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

/** Better Auth's user table, read-only for our code (Better Auth owns writes). */
interface AuthUserTable {
  id: string;
  email: string;
  name: string;
  image: string | null;
  /** Better Auth's boolean: 0/1 on SQLite, boolean on PostgreSQL. True only once the address is proven. */
  emailVerified: boolean | number;
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
  /**
   * Migration 019: since when it has waited for a peer to accept it (no teach-back, not completed); null
   * while it has a teach-back or is completed.
   */
  open_to_teach_since: number | null;
  /** Migration 046: '{course}/{item}' when asked from a learning path's item (or taught unasked); else null. */
  path_item: Generated<string | null>;
  /** Set while a moderator hides the row; null while visible. */
  hidden_at: Generated<number | null>;
  hidden_reason: Generated<string | null>;
}

/** Migration 019: who declined a challenge's teach-back, and why (never offered it again). */
interface ChallengeDeclinesTable {
  challenge_id: string;
  user_id: string;
  reason: string | null;
  created_at: number;
}

export interface TeachbacksTable {
  id: string;
  challenge_id: string;
  assignee_id: string;
  requester_id: string;
  requester: string;
  /** Migration 030: the challenge's title, the teach-back's name everywhere (kept in step by a pending edit). */
  title: Generated<string>;
  prompt: string;
  status: TeachbackStatus;
  notes: string;
  due_ts: number;
  created_at: number;
  updated_at: number;
  /** Migration 010: when the current assignee was reminded that it is due; null until then. */
  reminded_at: number | null;
  /** How many times the scheduler handed it to another peer after it went overdue. */
  reassign_count: Generated<number>;
  /** When the scheduler stopped reassigning it (after the last try, or with nobody left to ask). */
  stalled_at: number | null;
  /** Migration 023: when its assignee last published a revised explanation; null while never revised. */
  revised_at: number | null;
  /** Migration 046: 1 when the author chose to publish the explanation once it is rated 4 stars or more. */
  publish: Generated<number>;
  /** Set while a moderator hides the row; null while visible. */
  hidden_at: Generated<number | null>;
  hidden_reason: Generated<string | null>;
}

/** Migration 010: earlier assignees of a teach-back (never asked again) and the notes they had left. */
interface TeachbackAssignmentsTable {
  teachback_id: string;
  user_id: string;
  /** When it was taken from them. */
  ended_at: number;
  notes: string;
}

/** Migration 010: the claim on one user's weekly summary e-mail for one week. */
interface WeeklySummariesTable {
  user_id: string;
  week_start: number;
  sent_at: number;
}

export interface FeedbackRequestsTable {
  id: string;
  reviewer_id: string;
  learner_id: string;
  learner: string;
  teachback_id: string;
  title: string;
  /** The challenge's topic (verified skills are per topic). */
  topic: string;
  points: number;
  status: FeedbackStatus;
  /** null until submitted; 0 = submitted without stars; else 1 to 5. */
  rating: number | null;
  rubric_clarity: number | null;
  rubric_accuracy: number | null;
  rubric_examples: number | null;
  comment: string | null;
  /** 0 or 1. */
  anonymous: number;
  helpful_at: number | null;
  /** The first submission. */
  completed_at: number | null;
  created_at: number;
  updated_at: number;
  /** Migration 022: when the review is due (3 days after the teach-back's completion). */
  due_at: number;
  /** Migration 022: when the reviewer was reminded it is due soon; null until then. */
  reminded_at: number | null;
  /** Migration 022: 1 when a community reviewer (not the challenge's owner) wrote it; else 0. */
  community: number;
  /** Set while a moderator hides the row; null while visible. */
  hidden_at: Generated<number | null>;
  hidden_reason: Generated<string | null>;
}

/** Migration 021: one reply in the thread under a review, by its learner or its reviewer. */
export interface ReviewRepliesTable {
  id: string;
  review_id: string;
  author_id: string;
  body: string;
  created_at: number;
  edited_at: number | null;
  /** Set while a moderator hides the row; null while visible. */
  hidden_at: Generated<number | null>;
  hidden_reason: Generated<string | null>;
}

/** Migration 028: a user's personal invite code (id = the user's id); made on their first request for it. */
interface InviteCodesTable {
  id: string;
  code: string;
  created_at: number;
}

/** Migration 028: a friend who signed up from a user's invite link, one row per invitee. */
interface InvitationsTable {
  id: string;
  inviter_id: string;
  invitee_id: string;
  created_at: number;
}

export interface ActivityTable {
  id: string;
  user_id: string;
  text: string;
  type: ActivityType;
  created_at: number;
  /** Migration 006: what the entry links to; null on entries written before links existed. */
  link_kind: ActivityLinkKind | null;
  link_id: string | null;
}

/** Migration 004: every XP award, once per (user, source). */
/** A user's XP in one leaderboard period (features/leaderboard/periods.ts), added to with each award. */
interface XpPeriodTotalsTable {
  /** 'week:<Monday, YYYY-MM-DD>' or 'month:<YYYY-MM>', UTC. */
  period: string;
  user_id: string;
  xp: number;
  /** The owner's profiles.listed, copied (migration 034) so a board's index reads only the listed. */
  listed: Generated<number>;
}

interface XpLedgerTable {
  id: string;
  user_id: string;
  kind: XpKind;
  source: string;
  /** Paid; 0 when a cap stopped it (reason says which). */
  amount: number;
  created_at: number;
  /** Migration 018 (null on older rows): the other person the award is between, if any. */
  peer_id: string | null;
  /** The earner's day ('YYYY-MM-DD', in their time zone) it counts toward the daily cap. */
  day: string | null;
  /** Why it paid less than its rule: 'daily_cap', 'pair_cap' or 'unverified' (held); null when paid in full. */
  reason: XpCapReason | null;
  /**
   * Migration 042: what a held award will pay (before the caps) once the earner and the peer have verified
   * addresses; null once paid, and on every award that was never held. A held row has `amount` 0.
   */
  held_amount: Generated<number | null>;
  /** Migration 040: set when a moderator voided the row; `amount` is then 0 and the paid amount in voided_amount. */
  voided_at: Generated<number | null>;
  voided_amount: Generated<number | null>;
  void_reason: Generated<string | null>;
}

/** Migration 040: a count kept up to date without rereading its table (`value` counts rows before the mark). */
interface SiteCountsTable {
  name: string;
  value: number;
  counted_until: number;
}

interface UserBadgesTable {
  user_id: string;
  badge_id: string;
  earned_at: number;
}

interface VerifiedSkillsTable {
  user_id: string;
  topic: string;
  verified_at: number;
}

/** Migration 005: study circles. member_count moves with circle_members in the same transaction. */
interface CirclesTable {
  id: string;
  name: string;
  focus: string;
  level: CircleLevel;
  privacy: CirclePrivacy;
  /** 2 to 50, the owner included. */
  capacity: number;
  owner_id: string;
  member_count: number;
  created_at: number;
  /** Set when the owner closes the circle; a closed circle appears nowhere. */
  closed_at: number | null;
  /** Set while a moderator hides the row; null while visible. */
  hidden_at: Generated<number | null>;
  hidden_reason: Generated<string | null>;
}

interface CircleMembersTable {
  circle_id: string;
  user_id: string;
  role: CircleRole;
  joined_at: number;
}

interface CircleJoinRequestsTable {
  id: string;
  circle_id: string;
  user_id: string;
  status: JoinRequestStatus;
  created_at: number;
  decided_at: number | null;
}

/** Migration 009: the notification centre; also the e-mail outbox (email_status 'pending' until sent). */
interface NotificationsTable {
  id: string;
  user_id: string;
  kind: NotificationKind;
  text: string;
  href: string;
  created_at: number;
  read_at: number | null;
  email_status: 'pending' | 'sent' | null;
  /** Set on a notification that may exist once only (a teach-back's reminder); unique. */
  dedupe_key: string | null;
  /** Migration 047: when it may be pushed to the user's devices; null when there is nothing to push. */
  push_at: Generated<number | null>;
}

/** Migration 047: a browser's push subscription, belonging to the session (device) it was made in. */
interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  session_id: string;
  endpoint: string;
  /** The subscription's P-256 public key and auth secret (base64url), for RFC 8291 encryption. */
  p256dh: string;
  auth: string;
  created_at: number;
}

/** Migration 047: a row only where the user chose a push setting other than the kind's default (1 on, 0 off). */
interface PushPreferencesTable {
  user_id: string;
  kind: NotificationKind;
  push: number;
}

/** Migration 047: one action counted towards the user's daily goal on their local day ('YYYY-MM-DD'). */
interface DailyActionsTable {
  user_id: string;
  /** What was done, once per thing ('teachback:{id}', 'review:{id}'): the primary key with user_id. */
  source: string;
  action: DailyGoalAction;
  day: string;
  created_at: number;
}

/** A row only where the user chose a delivery other than the kind's default. */
interface NotificationPreferencesTable {
  user_id: string;
  kind: NotificationKind;
  delivery: NotificationDelivery;
}

/** Migration 010: named numbers the scheduler keeps between runs. */
interface SchedulerStateTable {
  name: string;
  value: number;
}

/** Migration 020: uploaded images (bytes in the database); unreferenced_since is set while no text names one. */
interface ImagesTable {
  id: string;
  owner_id: string;
  mime_type: string;
  bytes: Uint8Array;
  size: number;
  created_at: number;
  unreferenced_since: number | null;
}

/** Migration 043: images stored before uploads were re-encoded, each removed once it is cleaned. */
interface ImagesToCleanTable {
  id: string;
}

/** Migration 032: one mailed single-use link (verify the address, or change it to `email`). */
export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: 'verify' | 'change' | 'sign-in';
  email: string;
  expires_at: number;
  created_at: number;
}

/** Migration 041: a device a user signed in from (OWASP's device cookie): the nonce's SHA-256, wrong passwords since. */
interface DeviceCookiesTable {
  nonce_hash: string;
  user_id: string;
  failures: number;
  created_at: number;
}

/** Migration 045: a client's Idempotency-Key and the first answer given to it (null while still running). */
interface IdempotencyKeysTable {
  scope: string;
  key: string;
  user_id: string | null;
  fingerprint: string;
  status: number | null;
  body: string | null;
  created_at: number;
}

/** Migration 031: a user's uploaded avatar, two WebP squares; `version` is in its URL. */
interface AvatarsTable {
  user_id: string;
  version: string;
  small: Uint8Array;
  large: Uint8Array;
  created_at: number;
}

/** Migration 020: which saved text (kind and row id) names which image. */
interface ImageRefsTable {
  source_kind: string;
  source_id: string;
  image_id: string;
}

/** Who may moderate, granted only from the command line (`npm run admin -- grant <email>`). */
interface ModeratorsTable {
  user_id: string;
  granted_at: number;
}

type ReportStatus = 'open' | 'dismissed' | 'actioned';

/** One person's report of one item; at most one open per reporter and item. */
interface ReportsTable {
  id: string;
  reporter_id: string;
  /** 'teachback' | 'review' | 'reply' | 'challenge' | 'circle' | 'profile' (ReportItemKind in shared). */
  item_kind: string;
  item_id: string;
  /** The item's author or owner: the person a moderator may act on. */
  subject_id: string;
  reason: string;
  note: string | null;
  status: Generated<ReportStatus>;
  /** What a moderator did, told to the reporter: 'dismissed' | 'hidden' | 'suspended'. */
  outcome: string | null;
  created_at: number;
  resolved_at: number | null;
  resolved_by: string | null;
}

/** The moderators' audit log: one row per action, never edited. */
interface ModerationLogTable {
  id: string;
  moderator_id: string;
  action: string;
  item_kind: string | null;
  item_id: string | null;
  subject_id: string | null;
  report_id: string | null;
  reason: string | null;
  /** A suspension's end, when it has one. */
  until: number | null;
  created_at: number;
}

/** `blocker_id` blocked `blocked_id`; either direction separates the pair. */
interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: number;
}

/** Migration 046: a course whose learning path a student started. */
interface PathStartsTable {
  user_id: string;
  /** The course's slug. */
  course: string;
  started_at: number;
}

/**
 * Migration 046: the library, one row per published explanation (a teach-back of a path item rated 4 stars or
 * more whose author chose to publish it). Title, prompt and body are copies kept for the full-text index
 * (SQLite FTS5 table `published_explanations_fts`; PostgreSQL column `search`, neither typed here).
 */
export interface PublishedExplanationsTable {
  teachback_id: string;
  author_id: string;
  course: string;
  /** The path item's slug within the course. */
  item: string;
  title: string;
  prompt: string;
  body: string;
  stars: number;
  /** How many readers marked it helpful (explanation_helpful rows), kept in step. */
  helpful: Generated<number>;
  published_at: number;
}

/** Migration 046: one reader's helpful mark on one published explanation. */
interface ExplanationHelpfulTable {
  teachback_id: string;
  user_id: string;
  created_at: number;
}

export interface Database {
  activity: ActivityTable;
  avatars: AvatarsTable;
  challenges: ChallengesTable;
  daily_actions: DailyActionsTable;
  circle_join_requests: CircleJoinRequestsTable;
  circle_members: CircleMembersTable;
  circles: CirclesTable;
  contact_messages: ContactMessagesTable;
  device_cookies: DeviceCookiesTable;
  idempotency_keys: IdempotencyKeysTable;
  email_tokens: EmailTokensTable;
  explanation_helpful: ExplanationHelpfulTable;
  feedback_requests: FeedbackRequestsTable;
  image_refs: ImageRefsTable;
  images: ImagesTable;
  images_to_clean: ImagesToCleanTable;
  moderation_log: ModerationLogTable;
  moderators: ModeratorsTable;
  notification_preferences: NotificationPreferencesTable;
  invitations: InvitationsTable;
  invite_codes: InviteCodesTable;
  notifications: NotificationsTable;
  path_starts: PathStartsTable;
  profiles: ProfilesTable;
  published_explanations: PublishedExplanationsTable;
  push_preferences: PushPreferencesTable;
  push_subscriptions: PushSubscriptionsTable;
  rate_limits: RateLimitsTable;
  reports: ReportsTable;
  site_counts: SiteCountsTable;
  review_replies: ReviewRepliesTable;
  scheduler_state: SchedulerStateTable;
  teachback_assignments: TeachbackAssignmentsTable;
  challenge_declines: ChallengeDeclinesTable;
  teachbacks: TeachbacksTable;
  user: AuthUserTable;
  user_blocks: UserBlocksTable;
  user_badges: UserBadgesTable;
  verified_skills: VerifiedSkillsTable;
  weekly_summaries: WeeklySummariesTable;
  xp_ledger: XpLedgerTable;
  xp_period_totals: XpPeriodTotalsTable;
}

export type Db = Kysely<Database>;
