import { sql } from 'kysely';
import type { ChallengeLevel, TeachbackStatus } from '@teachloop/shared';
import type { Db } from '../../db/database';

/** The assignee's teach-back as its work page and a revision read it: with the title of its challenge. */
export interface TitledTeachback {
  id: string;
  status: TeachbackStatus;
  requesterId: string;
  title: string;
  topic: string;
  level: ChallengeLevel;
  revisedAt: number | null;
  /** '{course}/{item}' of its challenge, when asked from (or taught for) a learning path's item. */
  pathItem: string | null;
  publish: boolean;
  /** A row of the course library holds it. */
  published: boolean;
}

/** The user's own teach-back with its challenge's title; anyone else's id finds nothing, like a missing one. */
export async function findTitledTeachback(
  db: Db,
  assigneeId: string,
  id: string,
): Promise<TitledTeachback | undefined> {
  const row = await db
    .selectFrom('teachbacks')
    .innerJoin('challenges', 'challenges.id', 'teachbacks.challenge_id')
    // By primary key: at most one library row per teach-back.
    .leftJoin('published_explanations', 'published_explanations.teachback_id', 'teachbacks.id')
    .select([
      'teachbacks.id',
      'teachbacks.status',
      'teachbacks.requester_id',
      'teachbacks.revised_at',
      'teachbacks.publish',
      'challenges.title',
      'challenges.topic',
      'challenges.level',
      'challenges.path_item',
      'published_explanations.teachback_id as published_id',
    ])
    .where('teachbacks.id', '=', id)
    .where('teachbacks.assignee_id', '=', assigneeId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      status: row.status,
      requesterId: row.requester_id,
      title: row.title,
      topic: row.topic,
      level: row.level,
      revisedAt: row.revised_at,
      pathItem: row.path_item,
      publish: row.publish === 1,
      published: row.published_id !== null,
    }
  );
}

/**
 * Replaces a completed teach-back's explanation with its revision, only while it is completed and the user's.
 * updated_at stays: for completed work it is when it was completed (the lists of completed work order by it).
 */
export async function reviseCompletedTeachback(
  db: Db,
  revision: { id: string; assigneeId: string; notes: string; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('teachbacks')
    .set({ notes: revision.notes, revised_at: revision.now })
    .where('id', '=', revision.id)
    .where('assignee_id', '=', revision.assigneeId)
    .where('status', '=', sql.lit('completed'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
