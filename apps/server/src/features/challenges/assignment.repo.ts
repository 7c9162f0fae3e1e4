import { ASSIGNEE_CANDIDATES } from '@teachloop/shared';
import type { Db } from '../../db/database';
import type { Candidate } from './assignment';

/**
 * Up to 25 profiles other than the creator, least loaded first (open = not completed teach-backs). The pool is
 * the 25 least loaded rather than 25 arbitrary ones, so nobody beyond the first 25 users is starved: each
 * assignment raises the assignee's load and lets the next least-loaded users in. Members of the creator's open
 * study circles come before everyone else (circle_members' user_id index and primary key), so they are in the
 * pool whatever their load; pickAssignee prefers them. `excluded` leaves out others too (a reassigned
 * teach-back's earlier assignees).
 */
export async function findAssigneeCandidates(
  db: Db,
  creatorId: string,
  excluded: readonly string[] = [],
): Promise<Candidate[]> {
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
      eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('circle_members as theirs')
              .innerJoin('circle_members as mine', 'mine.circle_id', 'theirs.circle_id')
              .innerJoin('circles', 'circles.id', 'theirs.circle_id')
              .select('theirs.circle_id')
              .whereRef('theirs.user_id', '=', 'profiles.id')
              .where('mine.user_id', '=', creatorId)
              .where('circles.closed_at', 'is', null),
          ),
        )
        .then(1)
        .else(0)
        .end()
        .as('circle_peer'),
    ])
    .where('profiles.id', '!=', creatorId)
    .$if(excluded.length > 0, (query) => query.where('profiles.id', 'not in', excluded))
    .orderBy('circle_peer', 'desc')
    .orderBy('open_count', 'asc')
    .orderBy('profiles.id', 'asc')
    .limit(ASSIGNEE_CANDIDATES)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    openTeachbacks: Number(row.open_count ?? 0),
    circlePeer: Number(row.circle_peer) === 1,
  }));
}
