import { sql, type Kysely } from 'kysely';
import type { Db } from '../database';
import { isPostgres } from '../engine';

/**
 * Courses that teach: learning paths, explanations nobody asked for, and the library of published explanations.
 * - `challenges.path_item` ('{course}/{item}') marks a challenge asked from a path item (or made for an
 *   explanation taught without being asked); the owner's path state reads it through (owner_id, path_item).
 * - `teachbacks.publish` is the author's choice to publish the explanation once it is rated 4 stars or more.
 * - `path_starts`: the courses a student started, newest first for the dashboard's next item.
 * - `published_explanations`: the library, one row per published explanation, ranked on its item by helpful
 *   marks, stars and age; searched with the engine's own full-text index (SQLite FTS5 kept in step by triggers,
 *   PostgreSQL a generated `tsvector` with a GIN index).
 * - `explanation_helpful`: one reader's helpful mark on one explanation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db as unknown as Db);
  await db.schema.alterTable('challenges').addColumn('path_item', 'text').execute();
  await db.schema
    .createIndex('challenges_owner_path')
    .on('challenges')
    .columns(['owner_id', 'path_item'])
    .where(sql.ref('path_item'), 'is not', null)
    .execute();
  await db.schema
    .alterTable('teachbacks')
    .addColumn('publish', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('path_starts')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('course', 'text', (col) => col.notNull())
    .addColumn('started_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('path_starts_pk', ['user_id', 'course'])
    .execute();
  await db.schema
    .createIndex('path_starts_recent')
    .on('path_starts')
    .columns(['user_id', 'started_at'])
    .execute();

  await db.schema
    .createTable('published_explanations')
    .addColumn('teachback_id', 'text', (col) =>
      col.primaryKey().references('teachbacks.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('course', 'text', (col) => col.notNull())
    .addColumn('item', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('prompt', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('stars', 'integer', (col) => col.notNull())
    .addColumn('helpful', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('published_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('published_explanations_item_rank')
    .on('published_explanations')
    .columns(['course', 'item', 'helpful desc', 'stars desc', 'published_at desc', 'teachback_id'])
    .execute();
  await db.schema
    .createIndex('published_explanations_author')
    .on('published_explanations')
    .column('author_id')
    .execute();

  await db.schema
    .createTable('explanation_helpful')
    .addColumn('teachback_id', 'text', (col) => col.notNull().references('teachbacks.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('explanation_helpful_pk', ['teachback_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('explanation_helpful_user')
    .on('explanation_helpful')
    .column('user_id')
    .execute();

  if (postgres) {
    await sql`alter table published_explanations add column search tsvector generated always as
      (to_tsvector('english', title || ' ' || prompt || ' ' || body)) stored`.execute(db);
    await sql`create index published_explanations_search on published_explanations using gin (search)`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table published_explanations_fts using fts5(
      title, prompt, body, content='published_explanations', content_rowid='rowid',
      tokenize='porter unicode61')`.execute(db);
  await sql`create trigger published_explanations_fts_insert after insert on published_explanations begin
      insert into published_explanations_fts(rowid, title, prompt, body)
        values (new.rowid, new.title, new.prompt, new.body);
    end`.execute(db);
  await sql`create trigger published_explanations_fts_delete after delete on published_explanations begin
      insert into published_explanations_fts(published_explanations_fts, rowid, title, prompt, body)
        values ('delete', old.rowid, old.title, old.prompt, old.body);
    end`.execute(db);
  await sql`create trigger published_explanations_fts_update after update of title, prompt, body
      on published_explanations begin
      insert into published_explanations_fts(published_explanations_fts, rowid, title, prompt, body)
        values ('delete', old.rowid, old.title, old.prompt, old.body);
      insert into published_explanations_fts(rowid, title, prompt, body)
        values (new.rowid, new.title, new.prompt, new.body);
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db as unknown as Db)) {
    await sql`drop table if exists published_explanations_fts`.execute(db);
  }
  await db.schema.dropTable('explanation_helpful').execute();
  await db.schema.dropTable('published_explanations').execute();
  await db.schema.dropTable('path_starts').execute();
  await db.schema.dropIndex('challenges_owner_path').execute();
  await db.schema.alterTable('teachbacks').dropColumn('publish').execute();
  await db.schema.alterTable('challenges').dropColumn('path_item').execute();
}
