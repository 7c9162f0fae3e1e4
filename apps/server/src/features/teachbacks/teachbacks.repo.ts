import type { Teachback } from '@teachloop/shared';
import { sql, type Selectable } from 'kysely';
import type { Db, TeachbacksTable } from '../../db/database';
import { authorSuspended, ownRemoval, type ModerationMarks } from '../../db/visibility';

export async function insertTeachback(db: Db, teachback: Teachback): Promise<void> {
  await db
    .insertInto('teachbacks')
    .values({
      id: teachback.id,
      challenge_id: teachback.challengeId,
      assignee_id: teachback.assigneeId,
      requester_id: teachback.requesterId,
      requester: teachback.requester,
      title: teachback.title,
      prompt: teachback.prompt,
      status: teachback.status,
      notes: teachback.notes,
      due_ts: teachback.dueTs,
      created_at: teachback.createdAt,
      updated_at: teachback.updatedAt,
    })
    .execute();
}

/** The hidden mark of the teach-back's challenge and its requester's suspension: its prompt's author (issue 35). */
export async function findPromptMarks(db: Db, challengeId: string): Promise<ModerationMarks | undefined> {
  const row = await db
    .selectFrom('challenges')
    .select(['hidden_at', 'hidden_reason'])
    .select(authorSuspended(sql.ref('challenges.owner_id')).as('owner_suspended'))
    .where('id', '=', challengeId)
    .executeTakeFirst();
  return (
    row && { hiddenAt: row.hidden_at, hiddenReason: row.hidden_reason, authorSuspended: row.owner_suspended }
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
    // Read by its own author only: a hidden item keeps its content and shows why (issue 35).
    removed: ownRemoval(row),
  };
}
