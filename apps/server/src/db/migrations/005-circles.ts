import { sql, type Kysely } from 'kysely';

const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/**
 * Study circles (docs/decisions/007), portable like 003. `member_count` is kept in the same transaction as every
 * join and leave, and a join takes a seat only with `member_count < capacity` in its UPDATE, so two racing
 * last-seat joins cannot both succeed; the checks are the last line of defence. A closed circle keeps its rows
 * (closed_at set) and disappears from every list: the list indexes cover open circles only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('circles')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('focus', 'text', (col) => col.notNull())
    .addColumn('level', 'text', (col) => col.notNull())
    .addColumn('privacy', 'text', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull())
    .addColumn('owner_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('member_count', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('closed_at', 'bigint')
    .addCheckConstraint('circles_level', sql`level in (${inList(['Beginner', 'Intermediate', 'Advanced'])})`)
    .addCheckConstraint('circles_privacy', sql`privacy in (${inList(['open', 'private'])})`)
    .addCheckConstraint('circles_capacity', sql`capacity between 2 and 50`)
    .addCheckConstraint('circles_member_count', sql`member_count between 0 and capacity`)
    .execute();
  // Find a Circle, newest first, with or without a level; a name/focus search scans these in order and stops
  // at its LIMIT. Partial: closed circles never appear in a list.
  await db.schema
    .createIndex('circles_open_created')
    .on('circles')
    .columns(['created_at', 'id'])
    .where(sql.ref('closed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('circles_open_level_created')
    .on('circles')
    .columns(['level', 'created_at', 'id'])
    .where(sql.ref('closed_at'), 'is', null)
    .execute();
  await db.schema.createIndex('circles_owner').on('circles').column('owner_id').execute();

  await db.schema
    .createTable('circle_members')
    .addColumn('circle_id', 'text', (col) => col.notNull().references('circles.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('joined_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('circle_members_pk', ['circle_id', 'user_id'])
    .addCheckConstraint('circle_members_role', sql`role in (${inList(['owner', 'member'])})`)
    .execute();
  // My circles (the dashboard's circle leaderboard, my state on each card, assignment's circle peers).
  await db.schema.createIndex('circle_members_user').on('circle_members').column('user_id').execute();

  await db.schema
    .createTable('circle_join_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('circle_id', 'text', (col) => col.notNull().references('circles.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('decided_at', 'bigint')
    .addCheckConstraint(
      'circle_join_requests_status',
      sql`status in (${inList(['pending', 'approved', 'declined'])})`,
    )
    .execute();
  // One pending request per (circle, user); answered ones stay as history, so a declined user may ask again.
  await db.schema
    .createIndex('circle_join_requests_one_pending')
    .on('circle_join_requests')
    .columns(['circle_id', 'user_id'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  // The owner's queue: a circle's pending requests, oldest first.
  await db.schema
    .createIndex('circle_join_requests_circle_status')
    .on('circle_join_requests')
    .columns(['circle_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('circle_join_requests_user')
    .on('circle_join_requests')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['circle_join_requests', 'circle_members', 'circles']) {
    await db.schema.dropTable(table).execute();
  }
}
