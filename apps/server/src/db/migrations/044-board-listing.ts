import { sql, type Kysely } from 'kysely';

/**
 * Boards show only verified accounts. `profiles.listed` (and its copy on every xp_period_totals row, migration
 * 034) becomes the effective value the boards' (…, listed, xp, …) indexes read: the owner's 'Show me on
 * leaderboards' choice AND a verified address (Better Auth's user.emailVerified). The choice itself moves to
 * `profiles.show_on_boards`. At run time public-profile's refreshBoardListing keeps `listed` in step whenever the
 * choice changes or an address is verified; this step brings the accounts paid before the rule into line.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('show_on_boards', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await sql`update profiles set show_on_boards = listed`.execute(db);
  await listOnlyVerified(db);
}

/**
 * Writes the effective `listed` of every profile and period total, changing only the rows that differ. The
 * verified flag is read as a condition on its own (0/1 on SQLite, a boolean on PostgreSQL), so one statement
 * serves both engines. Exported for the test that replays it over legacy rows.
 */
export async function listOnlyVerified(db: Kysely<unknown>): Promise<void> {
  const effective = sql`case when profiles.show_on_boards = 1 and exists (select 1 from "user" u
    where u.id = profiles.id and u."emailVerified") then 1 else 0 end`;
  await sql`update profiles set listed = ${effective} where listed <> ${effective}`.execute(db);
  const owners = sql`(select p.listed from profiles p where p.id = xp_period_totals.user_id)`;
  await sql`update xp_period_totals set listed = ${owners} where listed <> ${owners}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update profiles set listed = show_on_boards`.execute(db);
  await sql`update xp_period_totals set listed = (select p.listed from profiles p
    where p.id = xp_period_totals.user_id)`.execute(db);
  await db.schema.alterTable('profiles').dropColumn('show_on_boards').execute();
}
