import { sql, type Kysely } from 'kysely';

const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/**
 * Challenges, teach-backs, feedback requests and activity. Portable types only (docs/decisions/002): text ids,
 * epoch-millisecond bigint times, tags as a JSON array in text. Each list query has an index that serves its
 * filter and its order. The status checks are the state machine's last line of defence.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('topic', 'text', (col) => col.notNull())
    .addColumn('level', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('notes', 'text', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('due_ts', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint(
      'challenges_level',
      sql`level in (${inList(['Beginner', 'Intermediate', 'Advanced'])})`,
    )
    .addCheckConstraint(
      'challenges_status',
      sql`status in (${inList(['open', 'accepted', 'in_progress', 'completed'])})`,
    )
    .execute();
  await db.schema
    .createIndex('challenges_owner_due')
    .on('challenges')
    .columns(['owner_id', 'due_ts'])
    .execute();

  await db.schema
    .createTable('teachbacks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('challenge_id', 'text', (col) => col.notNull().references('challenges.id').onDelete('cascade'))
    .addColumn('assignee_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('requester_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('requester', 'text', (col) => col.notNull())
    .addColumn('prompt', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('notes', 'text', (col) => col.notNull())
    .addColumn('due_ts', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint(
      'teachbacks_status',
      sql`status in (${inList(['pending', 'in_progress', 'completed'])})`,
    )
    .execute();
  await db.schema
    .createIndex('teachbacks_assignee_due')
    .on('teachbacks')
    .columns(['assignee_id', 'due_ts'])
    .execute();
  // The assignment step counts each candidate's open teach-backs.
  await db.schema
    .createIndex('teachbacks_assignee_status')
    .on('teachbacks')
    .columns(['assignee_id', 'status'])
    .execute();
  await db.schema.createIndex('teachbacks_challenge').on('teachbacks').column('challenge_id').execute();

  await db.schema
    .createTable('feedback_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reviewer_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('learner_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('learner', 'text', (col) => col.notNull())
    .addColumn('teachback_id', 'text', (col) => col.notNull().references('teachbacks.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('rating', 'integer')
    .addColumn('comment', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('feedback_requests_status', sql`status in (${inList(['pending', 'completed'])})`)
    .execute();
  await db.schema
    .createIndex('feedback_requests_reviewer_created')
    .on('feedback_requests')
    .columns(['reviewer_id', 'created_at'])
    .execute();
  // A teach-back is completed once, so it asks for feedback once.
  await db.schema
    .createIndex('feedback_requests_teachback')
    .on('feedback_requests')
    .column('teachback_id')
    .unique()
    .execute();

  await db.schema
    .createTable('activity')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('activity_user_created')
    .on('activity')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['activity', 'feedback_requests', 'teachbacks', 'challenges']) {
    await db.schema.dropTable(table).execute();
  }
}
