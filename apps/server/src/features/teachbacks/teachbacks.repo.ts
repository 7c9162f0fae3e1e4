import type { Teachback } from '@teachloop/shared';
import type { Selectable } from 'kysely';
import type { Db, TeachbacksTable } from '../../db/database';

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
  };
}
