import { ASSIGNEE_CANDIDATES } from '@teachloop/shared';
import { sql } from 'kysely';
import { activeAccount, notBlockedWith } from '../moderation/visibility.sql';
import { COURSES_USER_ID } from '../paths/courses-user';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/engine';
import type { Candidate } from './assignment';

/**
 * The pool's size written into the SQL, not passed as a parameter. Prepared (db/prepared-postgres.ts), the union
 * below is planned once for any values only if PostgreSQL knows the limits: with `limit $n` it estimates a tenth
 * of the table, finds that plan dearer than one made for the values, and plans again on every execution
 * (docs/decisions/010 has the measured cost).
 */
const CANDIDATES_LIMIT = sql.lit<number>(ASSIGNEE_CANDIDATES);

/**
 * The least-loaded profiles but `others` and the suspended, in (open_teachbacks, id) order from the partial
 * index over the not suspended (migration 037; exported for its plan test).
 */
export function leastLoadedQuery(db: Db, others: readonly string[], creatorId?: string) {
  return (
    db
      .selectFrom('profiles')
      .select(['id', 'open_teachbacks'])
      .where(activeAccount('profiles'))
      .where('id', 'not in', others)
      // Nobody blocked by or blocking the creator: two primary-key probes per row read.
      .$if(creatorId !== undefined, (query) => query.where(notBlockedWith('profiles.id', creatorId!)))
      .orderBy('open_teachbacks', 'asc')
      .orderBy('id', 'asc')
      .limit(CANDIDATES_LIMIT)
  );
}

/**
 * Both lists in one statement (one round trip inside the creation's transaction), the peers first. Built once
 * (db/compiled-once.ts): it is the dearest query of a creation to build. `excluded` (empty but for a
 * reassignment) is written into each compiled copy as values, so it keys one.
 */
const assigneeCandidates = compiledOnce(
  (db, { creatorId }: { creatorId: string }, excluded: readonly string[]) => {
    // Never the courses account: it has a profile (it owns the challenges of explanations taught unasked) but is
    // nobody to teach.
    const others = [creatorId, COURSES_USER_ID, ...excluded];
    const peers = db
      .selectFrom('circle_members as mine')
      .innerJoin('circles', 'circles.id', 'mine.circle_id')
      .innerJoin('circle_members as theirs', 'theirs.circle_id', 'mine.circle_id')
      .innerJoin('profiles', 'profiles.id', 'theirs.user_id')
      .select(['profiles.id', 'profiles.open_teachbacks'])
      .distinct()
      .where('mine.user_id', '=', creatorId)
      .where('circles.closed_at', 'is', null)
      // A suspended peer is never asked: read by primary key with the row.
      .where(activeAccount('profiles'))
      .where('profiles.id', 'not in', others)
      .where(notBlockedWith('profiles.id', creatorId))
      .orderBy('profiles.open_teachbacks', 'asc')
      .orderBy('profiles.id', 'asc')
      .limit(CANDIDATES_LIMIT);
    return db
      .selectFrom(peers.as('peer'))
      .select(['peer.id', 'peer.open_teachbacks', sql<number>`1`.as('circle_peer')])
      .unionAll(
        db
          .selectFrom(leastLoadedQuery(db, others, creatorId).as('anyone'))
          .select(['anyone.id', 'anyone.open_teachbacks', sql<number>`0`.as('circle_peer')]),
      )
      .orderBy('circle_peer', 'desc')
      .orderBy('open_teachbacks', 'asc')
      .orderBy('id', 'asc');
  },
);

/**
 * The pool to choose an assignee from: the creator's circle peers (members of the creator's open circles,
 * least loaded first; bounded by circle sizes, through circle_members' user index and primary key), then the
 * 25 least-loaded profiles overall, read in order from the (open_teachbacks, id) index, so the work is a
 * handful of rows however many users and teach-backs exist. Nobody beyond the first 25 is starved: each
 * assignment raises the assignee's load and lets the next least-loaded users in. Never the creator, nor the
 * courses account; `excluded` leaves out others too (a reassigned teach-back's earlier assignees).
 */
export async function findAssigneeCandidates(
  db: Db,
  creatorId: string,
  excluded: readonly string[] = [],
): Promise<Candidate[]> {
  const rows = await assigneeCandidates(db, { creatorId }, excluded);
  const peerIds = new Set(rows.filter((row) => row.circle_peer === 1).map((row) => row.id));
  return rows
    .filter((row) => row.circle_peer === 1 || !peerIds.has(row.id))
    .map((row) => ({
      id: row.id,
      openTeachbacks: row.open_teachbacks,
      circlePeer: row.circle_peer === 1,
    }));
}

/**
 * How a creation takes a peer it chose. `if free now`: only if the load is still what it read and no other
 * transaction is taking them at this moment (PostgreSQL's FOR UPDATE SKIP LOCKED; SQLite runs one writer at a
 * time). `once free`: the same, but waiting for a transaction that is taking them, then checking the load again.
 * `whatever the load`: waits if need be and takes them in any case (the last try: a creation never fails for
 * lack of luck).
 */
export type TakeMode = 'if free now' | 'once free' | 'whatever the load';

/**
 * Takes one more teach-back for `candidate`; false when the load check fails. Why the modes: a PostgreSQL
 * UPDATE that waits for another transaction keeps the row locked even when the check then fails, and two
 * creations that each kept one peer locked and wanted the other's deadlocked. So a creation waits only inside
 * a savepoint, rolled back when the check fails (which lets the row go), or on its last try, which succeeds.
 */
export async function takeAssignment(db: Db, candidate: Candidate, mode: TakeMode): Promise<boolean> {
  if (mode === 'once free') {
    await sql`savepoint take_assignment`.execute(db);
    const taken = await addLoad(db, candidate, { checkLoad: true, skipLocked: false });
    await sql
      .raw(taken ? 'release savepoint take_assignment' : 'rollback to savepoint take_assignment')
      .execute(db);
    return taken;
  }
  const free = mode === 'if free now';
  return addLoad(db, candidate, { checkLoad: free, skipLocked: free && isPostgres(db) });
}

async function addLoad(
  db: Db,
  candidate: Candidate,
  { checkLoad, skipLocked }: { checkLoad: boolean; skipLocked: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('profiles')
    .set((eb) => ({ open_teachbacks: eb('open_teachbacks', '+', 1) }))
    .where('id', '=', candidate.id)
    // Checked on the row's newest version, after any wait for another transaction.
    .$if(checkLoad, (query) => query.where('open_teachbacks', '=', candidate.openTeachbacks))
    .$if(skipLocked, (query) =>
      query.where('id', 'in', (eb) =>
        eb
          .selectFrom('profiles as free')
          .select('free.id')
          .where('free.id', '=', candidate.id)
          .forUpdate()
          .skipLocked(),
      ),
    )
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
