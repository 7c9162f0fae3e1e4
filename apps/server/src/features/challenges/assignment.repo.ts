import { ASSIGNEE_CANDIDATES } from '@teachloop/shared';
import type { Db } from '../../db/database';
import type { Candidate } from './assignment';

/**
 * Up to 25 profiles other than the creator, least loaded first (open = not completed teach-backs). The pool is
 * the 25 least loaded rather than 25 arbitrary ones, so nobody beyond the first 25 users is starved: each
 * assignment raises the assignee's load and lets the next least-loaded users in.
 */
export async function findAssigneeCandidates(db: Db, creatorId: string): Promise<Candidate[]> {
  const rows = await db
    .selectFrom('profiles')
    .select((eb) => [
      'profiles.id',
      eb
        .selectFrom('teachbacks')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('teachbacks.assignee_id', '=', 'profiles.id')
        .where('teachbacks.status', '!=', 'completed')
        .as('open_count'),
    ])
    .where('profiles.id', '!=', creatorId)
    .orderBy('open_count', 'asc')
    .orderBy('profiles.id', 'asc')
    .limit(ASSIGNEE_CANDIDATES)
    .execute();
  return rows.map((row) => ({ id: row.id, openTeachbacks: Number(row.open_count ?? 0) }));
}
