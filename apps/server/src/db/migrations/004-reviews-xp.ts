import { sql, type Kysely } from 'kysely';

const inList = (values: readonly (string | number)[]) => sql.join(values.map((value) => sql.lit(value)));
const starsBetween = (column: string, min: number) => sql`${sql.ref(column)} between ${sql.lit(min)} and 5`;

/**
 * Reviews, the XP ledger, streak state, badges and verified skills (docs/decisions/006). Portable like 003.
 *
 * feedback_requests is rebuilt rather than altered: SQLite cannot add a check constraint to an existing column
 * (rating), and a review's stars and rubric are exactly what the checks guard. The rebuild renames the old
 * table aside, creates the new one with every check, copies the rows (the topic backfilled from the teach-back's
 * challenge) and drops the old one; nothing references feedback_requests, so no foreign key is disturbed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuildFeedbackRequests(db);
  await createXpLedger(db);
  await extendProfiles(db);

  await db.schema
    .createTable('user_badges')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('badge_id', 'text', (col) => col.notNull())
    .addColumn('earned_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_badges_pk', ['user_id', 'badge_id'])
    .execute();

  await db.schema
    .createTable('verified_skills')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('topic', 'text', (col) => col.notNull())
    .addColumn('verified_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('verified_skills_pk', ['user_id', 'topic'])
    .execute();
}

async function rebuildFeedbackRequests(db: Kysely<unknown>): Promise<void> {
  // Index names are global to the schema on both engines: free them before the new table takes them.
  await db.schema.dropIndex('feedback_requests_reviewer_created').execute();
  await db.schema.dropIndex('feedback_requests_teachback').execute();
  await db.schema.alterTable('feedback_requests').renameTo('feedback_requests_003').execute();

  await db.schema
    .createTable('feedback_requests')
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('reviewer_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('learner_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('learner', 'text', (col) => col.notNull())
    .addColumn('teachback_id', 'text', (col) => col.notNull().references('teachbacks.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('topic', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    // 0 = submitted without stars (the spec saves an unset rating as 0); null = not reviewed yet.
    .addColumn('rating', 'integer')
    .addColumn('rubric_clarity', 'integer')
    .addColumn('rubric_accuracy', 'integer')
    .addColumn('rubric_examples', 'integer')
    .addColumn('comment', 'text')
    .addColumn('anonymous', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('helpful_at', 'bigint')
    .addColumn('completed_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    // Named: PostgreSQL's default name (feedback_requests_pkey) is still held by the old table's index.
    .addPrimaryKeyConstraint('feedback_requests_pk', ['id'])
    .addCheckConstraint('feedback_requests_status', sql`status in (${inList(['pending', 'completed'])})`)
    .addCheckConstraint('feedback_requests_rating', starsBetween('rating', 0))
    .addCheckConstraint('feedback_requests_rubric_clarity', starsBetween('rubric_clarity', 1))
    .addCheckConstraint('feedback_requests_rubric_accuracy', starsBetween('rubric_accuracy', 1))
    .addCheckConstraint('feedback_requests_rubric_examples', starsBetween('rubric_examples', 1))
    .addCheckConstraint('feedback_requests_anonymous', sql`anonymous in (${inList([0, 1])})`)
    .execute();

  await sql`
    insert into feedback_requests (
      id, reviewer_id, learner_id, learner, teachback_id, title, topic, points, status, rating, comment,
      completed_at, created_at, updated_at
    )
    select
      old.id, old.reviewer_id, old.learner_id, old.learner, old.teachback_id, old.title,
      coalesce(
        (select c.topic from teachbacks t join challenges c on c.id = t.challenge_id where t.id = old.teachback_id),
        ''
      ),
      old.points, old.status, old.rating, old.comment,
      case when old.status = 'completed' then old.updated_at else null end,
      old.created_at, old.updated_at
    from feedback_requests_003 old`.execute(db);
  await db.schema.dropTable('feedback_requests_003').execute();

  const indexes: [string, string[]][] = [
    // To give (the reviewer's list and count).
    ['feedback_requests_reviewer_created', ['reviewer_id', 'created_at']],
    // Received, Requests and their counts.
    ['feedback_requests_learner_created', ['learner_id', 'created_at']],
    // Verified skills: one learner's ratings on one topic.
    ['feedback_requests_learner_topic', ['learner_id', 'topic']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on('feedback_requests').columns(columns).execute();
  }
  // A teach-back is completed once, so it asks for feedback once.
  await db.schema
    .createIndex('feedback_requests_teachback')
    .on('feedback_requests')
    .column('teachback_id')
    .unique()
    .execute();
}

async function createXpLedger(db: Kysely<unknown>): Promise<void> {
  const kinds = [
    'challenge_completed',
    'teachback_completed',
    'feedback_given',
    'review_received',
    'review_helpful',
  ];
  await db.schema
    .createTable('xp_ledger')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('xp_ledger_kind', sql`kind in (${inList(kinds)})`)
    // One award per source, ever: a retry, a revision or a racing request finds this row and awards nothing.
    .addUniqueConstraint('xp_ledger_user_source', ['user_id', 'source'])
    .execute();
  // Badge criteria count a user's awards by kind.
  await db.schema.createIndex('xp_ledger_user_kind').on('xp_ledger').columns(['user_id', 'kind']).execute();
  // The weekly leaderboard sums the week's rows per user without reading the table.
  await db.schema
    .createIndex('xp_ledger_created_user_amount')
    .on('xp_ledger')
    .columns(['created_at', 'user_id', 'amount'])
    .execute();
}

/**
 * Streak state and the last time zone seen. profiles is Better Auth's (features/auth/profile-plugin.ts), which
 * inserts only the fields it declares: every column added here has a default. profiles.badges stays but is
 * unused from here on: badges live in user_badges, with the time each was earned.
 */
async function extendProfiles(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('longest_streak', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('streak_freezes', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // 'YYYY-MM-DD' in the user's time zone: the last day with an XP-earning action of their own.
  await db.schema.alterTable('profiles').addColumn('streak_last_day', 'text').execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('time_zone', 'text', (col) => col.notNull().defaultTo('UTC'))
    .execute();
}

/** Drops what 004 added; feedback_requests keeps its new columns (they default, and 003's code ignores them). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['verified_skills', 'user_badges', 'xp_ledger']) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['time_zone', 'streak_last_day', 'streak_freezes', 'longest_streak']) {
    await db.schema.alterTable('profiles').dropColumn(column).execute();
  }
}
