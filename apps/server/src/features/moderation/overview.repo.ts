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

/** Review requests whose `column` falls in [from, until): a range of that column's own index. */
async function countRequestsIn(
  db: Db,
  column: 'created_at' | 'completed_at',
  from: number,
  until: number,
): Promise<number> {
  const row = await db
    .selectFrom('feedback_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(column, '>=', from)
    .where(column, '<', until)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Review requests made in [from, until): one per completed teach-back (feedback_requests_created). */
export const countTeachbacksCompleted = (db: Db, from: number, until: number) =>
  countRequestsIn(db, 'created_at', from, until);

/** Reviews first submitted in [from, until) (feedback_requests_completed). */
export const countReviewsGiven = (db: Db, from: number, until: number) =>
  countRequestsIn(db, 'completed_at', from, until);

/** Open reports: a range of the (status, created_at, id) index. */
export async function countOpenReports(db: Db): Promise<number> {
  const row = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', sql.lit('open'))
    .executeTakeFirst();
  return row?.count ?? 0;
}
