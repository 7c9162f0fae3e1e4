import type { Teachback } from '@teachloop/shared';
import type { Db } from '../../db/database';

/**
 * A new challenge's teach-back, inserted in the challenge's own transaction (a created challenge, or an
 * open-to-teach one taken): the challenge makes its teach-back, so the insert lives with the challenge.
 */
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
