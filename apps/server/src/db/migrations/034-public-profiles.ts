import { handleBaseOf, handleCandidate } from '@teachloop/shared';
import { sql, type Kysely } from 'kysely';

/**
 * A handle for /u/{handle} (unique; made from each user's name here, oldest account first, with
 * '-2', '-3'… on a collision), a 'public profile' switch (off) and a 'show me on leaderboards' switch (on).
 *
 * `listed` is kept on the profile and on every xp_period_totals row (written together with the switch, in one
 * transaction), and the boards' indexes lead with it, so a board's page and its rank counts still read only
 * the listed rows in index order however many users opted out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('handle', 'text').execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('public_profile', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('listed', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('xp_period_totals')
    .addColumn('listed', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  const { rows } = await sql<{ id: string; display_name: string | null }>`
    select id, display_name from profiles order by created_at, id`.execute(db);
  const taken = new Set<string>();
  for (const row of rows) {
    const base = handleBaseOf(row.display_name);
    let n = 1;
    while (taken.has(handleCandidate(base, n))) n += 1;
    const handle = handleCandidate(base, n);
    taken.add(handle);
    await sql`update profiles set handle = ${handle} where id = ${row.id}`.execute(db);
  }

  await db.schema.createIndex('profiles_handle').on('profiles').column('handle').unique().execute();
  await db.schema
    .createIndex('profiles_listed_xp_id')
    .on('profiles')
    .columns(['listed', 'xp', 'id'])
    .execute();
  await db.schema
    .createIndex('xp_period_totals_listed_rank')
    .on('xp_period_totals')
    .columns(['period', 'listed', 'xp', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('xp_period_totals_listed_rank').execute();
  await db.schema.dropIndex('profiles_listed_xp_id').execute();
  await db.schema.dropIndex('profiles_handle').execute();
  await db.schema.alterTable('xp_period_totals').dropColumn('listed').execute();
  for (const column of ['listed', 'public_profile', 'handle']) {
    await db.schema.alterTable('profiles').dropColumn(column).execute();
  }
}
