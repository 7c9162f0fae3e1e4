import type { Challenge } from '@teachloop/shared';
import { sql } from 'kysely';
import type { ChallengesTable, Db } from '../../db/database';
import { CHALLENGE_COLUMNS } from '../../db/columns';
import { compiledOnce } from '../../db/compiled-once';
import { parseStringList } from '../../db/json-columns';

export async function insertChallenge(db: Db, challenge: Challenge): Promise<void> {
  await db
    .insertInto('challenges')
    .values({
      id: challenge.id,
      owner_id: challenge.ownerId,
      title: challenge.title,
      topic: challenge.topic,
      level: challenge.level,
      status: challenge.status,
      description: challenge.description,
      notes: challenge.notes,
      points: challenge.points,
      tags: JSON.stringify(challenge.tags),
      author: challenge.author,
      due_ts: challenge.dueTs,
      created_at: challenge.createdAt,
      updated_at: challenge.updatedAt,
    })
    .execute();
}

/** A challenge only its owner can see: another user's id finds nothing, exactly like a missing one. */
export async function findOwnChallenge(db: Db, ownerId: string, id: string): Promise<Challenge | undefined> {
  const row = await db
    .selectFrom('challenges')
    .select(CHALLENGE_COLUMNS)
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return row && toChallenge(row);
}

const ownChallenges = compiledOnce(
  (db, { ownerId }: { ownerId: string }, { limit, activeOnly }: { limit: number; activeOnly: boolean }) => {
    let query = db.selectFrom('challenges').select(CHALLENGE_COLUMNS).where('owner_id', '=', ownerId);
    // Written into the SQL, not bound, so the planner matches the unfinished-rows index (decision 012).
    if (activeOnly) query = query.where('status', '!=', sql.lit('completed'));
    return query.orderBy('due_ts', 'asc').orderBy('id', 'asc').limit(limit);
  },
);

/** The owner's challenges (active ones only, or all) by due date: one read in index order, never a sort. */
export async function listOwnChallenges(
  db: Db,
  ownerId: string,
  options: { limit: number; activeOnly: boolean },
): Promise<Challenge[]> {
  const rows = await ownChallenges(db, { ownerId }, { limit: options.limit, activeOnly: options.activeOnly });
  return rows.map(toChallenge);
}

const ownChallengeCount = compiledOnce((db, { ownerId }: { ownerId: string }, activeOnly: boolean) => {
  const query = db
    .selectFrom('challenges')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('owner_id', '=', ownerId);
  return activeOnly ? query.where('status', '!=', sql.lit('completed')) : query;
});

/** How many challenges the owner has (active ones only, or all): the owner_id index, never the table. */
export async function countOwnChallenges(db: Db, ownerId: string, activeOnly: boolean): Promise<number> {
  const [row] = await ownChallengeCount(db, { ownerId }, activeOnly);
  return Number(row!.count);
}

/** The owner's completed challenges, most recently completed first (completed is final: updated_at is when). */
export async function listCompletedChallenges(
  db: Db,
  ownerId: string,
  limit: number,
): Promise<{ total: number; items: Challenge[] }> {
  const completed = db
    .selectFrom('challenges')
    .where('owner_id', '=', ownerId)
    .where('status', '=', 'completed');
  const [rows, count] = await Promise.all([
    completed
      .select(CHALLENGE_COLUMNS)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    completed.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
  ]);
  return { total: Number(count?.total ?? 0), items: rows.map(toChallenge) };
}

export function toChallenge(row: ChallengesTable): Challenge {
  return {
    id: row.id,
    ownerId: row.owner_id,
    title: row.title,
    topic: row.topic,
    level: row.level,
    status: row.status,
    description: row.description,
    notes: row.notes,
    points: row.points,
    tags: parseStringList(row.tags),
    author: row.author,
    dueTs: row.due_ts,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Unscoped: for services acting on a challenge through its teach-back, never for answering a user's read. */
export async function findChallengeById(db: Db, id: string): Promise<Challenge | undefined> {
  const row = await db
    .selectFrom('challenges')
    .select(CHALLENGE_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toChallenge(row);
}
