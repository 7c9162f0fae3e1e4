import type { Kysely } from 'kysely';

/**
 * Blocking: one row per block, made by `blocker_id` against `blocked_id`. A block by either side
 * separates the pair, so the checks look both ways: the primary key serves "did I block them", the
 * (blocked_id, blocker_id) index "did they block me". The settings list reads a blocker's rows newest first
 * through (blocker_id, created_at, blocked_id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_blocks')
    .addColumn('blocker_id', 'text', (col) => col.notNull())
    .addColumn('blocked_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema
    .createIndex('user_blocks_blocked')
    .on('user_blocks')
    .columns(['blocked_id', 'blocker_id'])
    .execute();
  await db.schema
    .createIndex('user_blocks_blocker_created')
    .on('user_blocks')
    .columns(['blocker_id', 'created_at', 'blocked_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_blocks').execute();
}
