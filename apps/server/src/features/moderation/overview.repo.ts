import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Distinct users with a ledger entry since `since`: the week's rows read as a range of the (created_at, user_id,
 * amount) index and counted here. A `count(distinct user_id)` makes both engines walk a user-first index whole.
 */
export async function countXpActiveUsers(db: Db, since: number): Promise<number> {
  const rows = await db.selectFrom('xp_ledger').select('user_id').where('created_at', '>=', since).execute();
  return new Set(rows.map((row) => row.user_id)).size;
}

/** Review requests made in [from, until): one per completed teach-back (feedback_requests_created). */
export async function countTeachbacksCompleted(db: Db, from: number, until: number): Promise<number> {
  const row = await db
    .selectFrom('feedback_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('created_at', '>=', from)
    .where('created_at', '<', until)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Reviews first submitted in [from, until) (feedback_requests_completed). */
export async function countReviewsGiven(db: Db, from: number, until: number): Promise<number> {
  const row = await db
    .selectFrom('feedback_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('completed_at', '>=', from)
    .where('completed_at', '<', until)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Open reports: a range of the (status, created_at, id) index. */
export async function countOpenReports(db: Db): Promise<number> {
  const row = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', sql.lit('open'))
    .executeTakeFirst();
  return row?.count ?? 0;
}
