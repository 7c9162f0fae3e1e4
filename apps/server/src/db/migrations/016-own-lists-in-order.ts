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
/** The indexes these replace, as migration 003 created them (recreated by `down`). */
const REPLACED = [
  { name: 'challenges_owner_due', table: 'challenges', columns: ['owner_id', 'due_ts'] },
  { name: 'teachbacks_assignee_due', table: 'teachbacks', columns: ['assignee_id', 'due_ts'] },
  { name: 'teachbacks_assignee_status', table: 'teachbacks', columns: ['assignee_id', 'status'] },
];

/** Each list table's three indexes, named by table and owner column. */
const ADDED = (
  [
    ['challenges', 'owner_id'],
    ['teachbacks', 'assignee_id'],
  ] as const
).flatMap(([table, owner]) => [
  { name: `${table}_${owner}_due_id`, table, columns: [owner, 'due_ts', 'id'], unfinishedOnly: false },
  {
    name: `${table}_${owner}_unfinished_due_id`,
    table,
    columns: [owner, 'due_ts', 'id'],
    unfinishedOnly: true,
  },
  {
    name: `${table}_${owner}_status_updated_id`,
    table,
    columns: [owner, 'status', 'updated_at', 'id'],
    unfinishedOnly: false,
  },
]);

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, columns, unfinishedOnly } of ADDED) {
    const index = db.schema.createIndex(name).on(table).columns(columns);
    await (unfinishedOnly ? index.where(sql<boolean>`status != 'completed'`) : index).execute();
  }
  for (const { name } of REPLACED) await db.schema.dropIndex(name).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, columns } of REPLACED) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
  for (const { name } of ADDED) await db.schema.dropIndex(name).execute();
}
