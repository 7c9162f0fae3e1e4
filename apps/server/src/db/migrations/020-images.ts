import { sql, type Kysely } from 'kysely';
import type { Db } from '../database';
import { isPostgres } from '../engine';

/**
 * Images in Markdown explanations (docs/decisions/022). images: the uploads, bytes in the database
 * so every server process serves them; erased with their owner's account. image_refs: which saved text
 * (a kind and a row id) names which image, replaced on each save. images.unreferenced_since is set while no
 * text names an image (from its upload on) and null otherwise; the cleanup job reads the oldest from a
 * partial index over those rows only, so its cost does not grow with the images in use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytesType = isPostgres(db as unknown as Db) ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('images')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('bytes', bytesType, (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('unreferenced_since', 'bigint')
    .execute();
  // Account deletion erases a user's images.
  await db.schema.createIndex('images_owner').on('images').column('owner_id').execute();
  await db.schema
    .createIndex('images_unreferenced')
    .on('images')
    .columns(['unreferenced_since', 'id'])
    .where(sql<boolean>`unreferenced_since is not null`)
    .execute();

  await db.schema
    .createTable('image_refs')
    .addColumn('source_kind', 'text', (col) => col.notNull())
    .addColumn('source_id', 'text', (col) => col.notNull())
    .addColumn('image_id', 'text', (col) => col.notNull().references('images.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('image_refs_pk', ['source_kind', 'source_id', 'image_id'])
    .execute();
  // "Does anything still name this image?" and the cascade from images.
  await db.schema.createIndex('image_refs_image').on('image_refs').column('image_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('image_refs').execute();
  await db.schema.dropTable('images').execute();
}
