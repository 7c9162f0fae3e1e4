import { sql, type Kysely } from 'kysely';

/**
 * A user's own challenges and teach-backs read in the order they are shown, so a page of them is its first
 * rows however many the user has. The lists sort by (due_ts, id) and the completed lists by (updated_at, id);
 * the indexes they had stopped at due_ts or at status, so every read fetched all the user's rows (an active
 * list also the finished ones) and sorted them to keep five.
 * - (owner, due, id): the whole list. Replaces (owner, due).
 * - the same over unfinished rows only (a partial index): the dashboard's active list and its count. Queries
 *   write `status != 'completed'` into their SQL for the planner to match it (decision 012).
 * - (owner, status, updated, id): the completed list and its count. Replaces teachbacks' (assignee, status).
 */
const LISTS = [
  { table: 'challenges', owner: 'owner_id', replaced: ['challenges_owner_due'] },
  {
    table: 'teachbacks',
    owner: 'assignee_id',
    replaced: ['teachbacks_assignee_due', 'teachbacks_assignee_status'],
  },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, owner, replaced } of LISTS) {
    await db.schema
      .createIndex(`${table}_${owner}_due_id`)
      .on(table)
      .columns([owner, 'due_ts', 'id'])
      .execute();
    await db.schema
      .createIndex(`${table}_${owner}_unfinished_due_id`)
      .on(table)
      .columns([owner, 'due_ts', 'id'])
      .where(sql<boolean>`status != 'completed'`)
      .execute();
    await db.schema
      .createIndex(`${table}_${owner}_status_updated_id`)
      .on(table)
      .columns([owner, 'status', 'updated_at', 'id'])
      .execute();
    for (const name of replaced) await db.schema.dropIndex(name).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('challenges_owner_due')
    .on('challenges')
    .columns(['owner_id', 'due_ts'])
    .execute();
  await db.schema
    .createIndex('teachbacks_assignee_due')
    .on('teachbacks')
    .columns(['assignee_id', 'due_ts'])
    .execute();
  await db.schema
    .createIndex('teachbacks_assignee_status')
    .on('teachbacks')
    .columns(['assignee_id', 'status'])
    .execute();
  for (const { table, owner } of LISTS) {
    for (const suffix of ['due_id', 'unfinished_due_id', 'status_updated_id']) {
      await db.schema.dropIndex(`${table}_${owner}_${suffix}`).execute();
    }
  }
}
