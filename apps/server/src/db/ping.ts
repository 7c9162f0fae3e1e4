import { sql } from 'kysely';
import type { Db } from './database';

/** The cheapest round trip that proves the database answers (the health check). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
