import { ASSIGNEE_CANDIDATES } from '@teachloop/shared';
import type { Db } from '../../db/database';
import type { Candidate } from './assignment';

/** The least-loaded profiles but `others`, in (open_teachbacks, id) index order (exported for its plan test). */
export function leastLoadedQuery(db: Db, others: readonly string[]) {
  return db
    .selectFrom('profiles')
    .select(['id', 'open_teachbacks'])
    .where('id', 'not in', others)
    .orderBy('open_teachbacks', 'asc')
    .orderBy('id', 'asc')
    .limit(ASSIGNEE_CANDIDATES);
}

/**
 * The pool to choose an assignee from: the creator's circle peers (members of the creator's open circles,
 * least loaded first; bounded by circle sizes, through circle_members' user index and primary key), then the
 * 25 least-loaded profiles overall, read in order from the (open_teachbacks, id) index, so the work is a
 * handful of rows however many users and teach-backs exist. Nobody beyond the first 25 is starved: each
 * assignment raises the assignee's load and lets the next least-loaded users in. Never the creator; `excluded`
 * leaves out others too (a reassigned teach-back's earlier assignees).
 */
export async function findAssigneeCandidates(
  db: Db,
  creatorId: string,
  excluded: readonly string[] = [],
): Promise<Candidate[]> {
  const others = [creatorId, ...excluded];
  const [peers, everyone] = await Promise.all([
    db
      .selectFrom('circle_members as mine')
      .innerJoin('circles', 'circles.id', 'mine.circle_id')
      .innerJoin('circle_members as theirs', 'theirs.circle_id', 'mine.circle_id')
      .innerJoin('profiles', 'profiles.id', 'theirs.user_id')
      .select(['profiles.id', 'profiles.open_teachbacks'])
      .distinct()
      .where('mine.user_id', '=', creatorId)
      .where('circles.closed_at', 'is', null)
      .where('profiles.id', 'not in', others)
      .orderBy('profiles.open_teachbacks', 'asc')
      .orderBy('profiles.id', 'asc')
      .limit(ASSIGNEE_CANDIDATES)
      .execute(),
    leastLoadedQuery(db, others).execute(),
  ]);
  const peerIds = new Set(peers.map((row) => row.id));
  return [
    ...peers.map((row) => ({ id: row.id, openTeachbacks: Number(row.open_teachbacks), circlePeer: true })),
    ...everyone
      .filter((row) => !peerIds.has(row.id))
      .map((row) => ({ id: row.id, openTeachbacks: Number(row.open_teachbacks), circlePeer: false })),
  ];
}

/**
 * Takes one more teach-back for `candidate`, only if their load is still what the caller read: of two
 * creations that chose the same least-loaded peer at once, one wins and the other chooses again (PostgreSQL
 * re-checks the condition once the first commits; SQLite runs one writer at a time).
 */
export async function takeAssignment(
  db: Db,
  candidate: Candidate,
  { whateverTheLoad = false }: { whateverTheLoad?: boolean } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('profiles')
    .set((eb) => ({ open_teachbacks: eb('open_teachbacks', '+', 1) }))
    .where('id', '=', candidate.id)
    .$if(!whateverTheLoad, (query) => query.where('open_teachbacks', '=', candidate.openTeachbacks))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One teach-back less for the user (completed, or handed to someone else). */
export async function releaseAssignment(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('profiles')
    .set((eb) => ({ open_teachbacks: eb('open_teachbacks', '-', 1) }))
    .where('id', '=', userId)
    .where('open_teachbacks', '>', 0)
    .execute();
}
