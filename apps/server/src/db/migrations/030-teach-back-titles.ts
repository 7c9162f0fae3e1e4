import { sql, type Kysely } from 'kysely';

/** The activity lines a teach-back's status change writes, before the `"` that opened its quote. */
const TEACHBACK_LINE_STARTS = ['Started teach-back "', 'Saved teach-back "', 'Completed teach-back "'];

/**
 * One name for a teach-back: its challenge's title, as notifications and feedback already name it,
 * not its prompt (up to 2,000 characters). teachbacks.title is kept on the row like feedback_requests.title, so
 * every read of a teach-back has it without a join; an edit of a pending challenge updates it with the prompt.
 *
 * Activity lines are stored as written (the search reads them), so the teach-back lines that quoted the prompt
 * are written again with the title, in the spec's template ('Completed teach-back "{title}"'). Lines written
 * before entries had links (006) do not say which teach-back they were about and stay as they were.
 *
 * The Badge and Circle filters of the timeline read one user's entries by what they link to, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('teachbacks')
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`
    update teachbacks set title = (select c.title from challenges c where c.id = teachbacks.challenge_id)
  `.execute(db);
  for (const start of TEACHBACK_LINE_STARTS) {
    await sql`
      update activity
      set text = ${sql.lit(start)} || (select t.title from teachbacks t where t.id = activity.link_id) || '"'
      where link_kind = 'teachback'
        and type = 'teachback'
        and substr(text, 1, ${sql.lit(start.length)}) = ${sql.lit(start)}
        and exists (select 1 from teachbacks t where t.id = activity.link_id)
    `.execute(db);
  }
  await db.schema
    .createIndex('activity_user_link_created_id')
    .on('activity')
    .columns(['user_id', 'link_kind', 'created_at', 'id'])
    .execute();
}

/** The column and the index go; the rewritten lines keep the title (the prompts they quoted are not kept). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('activity_user_link_created_id').execute();
  await db.schema.alterTable('teachbacks').dropColumn('title').execute();
}
