import type { Kysely } from 'kysely';

/**
 * profiles.badges goes: unused since 004 (badges live in user_badges, with the time each was earned). Better
 * Auth made the column from features/auth/profile-plugin.ts, which no longer declares it, so a database created
 * since then never had it: the drop runs only where the column is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const tables = await db.introspection.getTables();
  const hasBadges = tables.some(
    (table) => table.name === 'profiles' && table.columns.some((column) => column.name === 'badges'),
  );
  if (hasBadges) await db.schema.alterTable('profiles').dropColumn('badges').execute();
}

/** Puts the column back as Better Auth made it. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('badges', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
}
