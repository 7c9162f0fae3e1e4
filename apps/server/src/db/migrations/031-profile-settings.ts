import { sql, type Kysely } from 'kysely';
import type { Db } from '../database';
import { isPostgres } from '../engine';

/**
 * Profile settings: a short bio on the profile, and the uploaded avatar, cropped and resized
 * on the server to two WebP squares and kept in the database (one row per user, so every server process serves
 * it). `version` names the current upload: the avatar's URL carries it, so a new photo is a new URL and each
 * URL may be cached for ever. profiles.photo_url points at that URL while an upload is current. The row goes
 * with its user (the cascade, and account deletion's erasure).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytesType = isPostgres(db as unknown as Db) ? sql`bytea` : sql`blob`;
  await db.schema.alterTable('profiles').addColumn('bio', 'text').execute();
  await db.schema
    .createTable('avatars')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('small', bytesType, (col) => col.notNull())
    .addColumn('large', bytesType, (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('avatars').execute();
  await db.schema.alterTable('profiles').dropColumn('bio').execute();
}
