import type { Challenge } from '@teachloop/shared';
import { sql, type Selectable } from 'kysely';
import type { ChallengesTable, Db } from '../../db/database';
import { CHALLENGE_COLUMNS } from '../../db/columns';
import { parseStringList } from '../../db/json-columns';
import { ownRemoval } from '../moderation/visibility.policy';
import { browsableChallenge } from '../moderation/visibility.sql';

export async function insertChallenge(
  db: Db,
  challenge: Challenge,
  pathItem: string | null = null,
): Promise<void> {
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
      path_item: pathItem,
    })
    .execute();
}

export function toChallenge(row: Selectable<ChallengesTable>): Challenge {
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
    // Read by its own author only: a hidden item keeps its content and shows why.
    removed: ownRemoval(row),
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

/**
 * The challenge now waits for a peer to accept it (its teach-back was withdrawn, or it never had one), unless
 * it is completed.
 */
export async function markOpenToTeach(db: Db, challengeId: string, since: number): Promise<void> {
  await db
    .updateTable('challenges')
    .set({ open_to_teach_since: since })
    .where('id', '=', challengeId)
    .where('status', '!=', sql.lit('completed'))
    .execute();
}

/** Takes the challenge off the open list: true for exactly one caller (the accept's compare-and-set). */
export async function takeOpenToTeach(db: Db, challengeId: string): Promise<boolean> {
  const result = await db
    .updateTable('challenges')
    .set({ open_to_teach_since: null })
    .where('id', '=', challengeId)
    .where('open_to_teach_since', 'is not', null)
    // A removed challenge is off the open list, so it cannot be accepted either.
    .where(browsableChallenge())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
