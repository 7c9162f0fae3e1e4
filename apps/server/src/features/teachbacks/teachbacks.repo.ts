import type { Teachback } from '@teachloop/shared';
import { sql, type Selectable } from 'kysely';
import type { Db, TeachbacksTable } from '../../db/database';
import { ownRemoval, type ModerationMarks } from '../moderation/visibility.policy';
import { authorSuspended } from '../moderation/visibility.sql';

/**
 * The hidden mark of each teach-back's challenge and its requester's suspension: its prompt's author.
 * By challenge id, read by primary key (a page of a list holds at most MAX_LIST_LIMIT of them).
 */
export async function findPromptMarks(
  db: Db,
  challengeIds: readonly string[],
): Promise<Map<string, ModerationMarks>> {
  if (challengeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('challenges')
    .select(['id', 'hidden_at', 'hidden_reason'])
    .select(authorSuspended(sql.ref('challenges.owner_id')).as('owner_suspended'))
    .where('id', 'in', challengeIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { hiddenAt: row.hidden_at, hiddenReason: row.hidden_reason, authorSuspended: row.owner_suspended },
    ]),
  );
}

export function toTeachback(row: Selectable<TeachbacksTable>): Teachback {
  return {
    id: row.id,
    challengeId: row.challenge_id,
    assigneeId: row.assignee_id,
    requesterId: row.requester_id,
    requester: row.requester,
    title: row.title,
    prompt: row.prompt,
    status: row.status,
    notes: row.notes,
    dueTs: row.due_ts,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    // Read by its own author only: a hidden item keeps its content and shows why.
    removed: ownRemoval(row),
  };
}
