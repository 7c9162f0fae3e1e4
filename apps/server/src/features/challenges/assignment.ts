import { ASSIGNEE_CANDIDATES } from '@teachloop/shared';
import type { Db } from '../../db/database';

export interface Candidate {
  id: string;
  openTeachbacks: number;
}

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

/**
 * Picks among the candidates with the fewest open teach-backs, uniformly at random (`random` returns [0, 1),
 * like Math.random; tests pass a fixed one). Never the creator: the caller already excluded them, and this
 * checks again. undefined when nobody else is there.
 */
export function pickAssignee(
  candidates: Candidate[],
  creatorId: string,
  random: () => number,
): string | undefined {
  const others = candidates.filter((candidate) => candidate.id !== creatorId);
  if (others.length === 0) return undefined;
  const fewest = Math.min(...others.map((candidate) => candidate.openTeachbacks));
  const leastLoaded = others.filter((candidate) => candidate.openTeachbacks === fewest);
  const index = Math.min(leastLoaded.length - 1, Math.max(0, Math.floor(random() * leastLoaded.length)));
  return leastLoaded[index]!.id;
}
