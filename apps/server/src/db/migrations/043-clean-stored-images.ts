import { sql, type Kysely } from 'kysely';

/**
 * Images stored before uploads were re-encoded still carry their metadata (EXIF with a GPS position, camera,
 * XMP, ICC). The re-encoding lives in the images feature, which this layer may not import, so this migration
 * only lists the work: `images_to_clean` names every image stored so far, filled inside the database in one
 * statement (nothing is read into memory). The images feature's scheduled task (`storedImagesCleaned`) re-encodes
 * them in batches by primary key and removes each from this table as it goes, so the work is done once, survives
 * a restart and is shared safely by several processes. Uploads from now on are cleaned before they are stored
 * and never enter it; an image deleted meanwhile leaves it by the cascade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('images_to_clean')
    .addColumn('id', 'text', (col) => col.primaryKey().references('images.id').onDelete('cascade'))
    .execute();
  await sql`insert into images_to_clean (id) select id from images`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('images_to_clean').execute();
}
