import type { StreakState } from '@teachloop/shared';
import type {
  ActivityTable,
  ChallengesTable,
  FeedbackRequestsTable,
  ProfilesTable,
  TeachbacksTable,
} from './database';

/**
 * A table's every column, by name, for reads that map whole rows. Named columns instead of `*` keep a result's
 * shape when a migration adds a column, so the query stays prepared on PostgreSQL (db/prepared-postgres.ts runs
 * `*` unnamed). The compiler rejects a list that misses a column of the table's type.
 */
const everyColumn =
  <Table>() =>
  <const Names extends readonly (keyof Table & string)[]>(
    names: Names &
      (Exclude<keyof Table, Names[number]> extends never
        ? unknown
        : { missing: Exclude<keyof Table, Names[number]> }),
  ): Names =>
    names;

/** The same columns named with their table, for a read that joins another table with columns of those names. */
export const qualified = <Table extends string, Column extends string>(
  table: Table,
  columns: readonly Column[],
) => columns.map((column) => `${table}.${column}` as const);

export const CHALLENGE_COLUMNS = everyColumn<ChallengesTable>()([
  'id',
  'owner_id',
  'title',
  'topic',
  'level',
  'status',
  'description',
  'notes',
  'points',
  'tags',
  'author',
  'due_ts',
  'created_at',
  'updated_at',
  'open_to_teach_since',
  'path_item',
  'hidden_at',
  'hidden_reason',
]);

export const TEACHBACK_COLUMNS = everyColumn<TeachbacksTable>()([
  'id',
  'challenge_id',
  'assignee_id',
  'requester_id',
  'requester',
  'title',
  'prompt',
  'status',
  'notes',
  'due_ts',
  'created_at',
  'updated_at',
  'reminded_at',
  'reassign_count',
  'stalled_at',
  'revised_at',
  'publish',
  'hidden_at',
  'hidden_reason',
]);

export const ACTIVITY_COLUMNS = everyColumn<ActivityTable>()([
  'id',
  'user_id',
  'text',
  'type',
  'created_at',
  'link_kind',
  'link_id',
]);

export const FEEDBACK_REQUEST_COLUMNS = everyColumn<FeedbackRequestsTable>()([
  'id',
  'reviewer_id',
  'learner_id',
  'learner',
  'teachback_id',
  'title',
  'topic',
  'points',
  'status',
  'rating',
  'rubric_clarity',
  'rubric_accuracy',
  'rubric_examples',
  'comment',
  'anonymous',
  'helpful_at',
  'completed_at',
  'created_at',
  'updated_at',
  'due_at',
  'reminded_at',
  'community',
  'hidden_at',
  'hidden_reason',
]);

/** The profile columns a streak is stored in (as of its last active day), and the state they hold. */
export const STREAK_COLUMNS = ['streak', 'longest_streak', 'streak_freezes', 'streak_last_day'] as const;

export function streakStateOf(row: Pick<ProfilesTable, (typeof STREAK_COLUMNS)[number]>): StreakState {
  return {
    current: row.streak,
    longest: row.longest_streak,
    freezes: row.streak_freezes,
    lastDay: row.streak_last_day,
  };
}
