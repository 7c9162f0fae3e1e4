import type { Db } from '../../db/database';

/** An explanation taught unasked, as its row is written. */
export interface UnaskedTeachback {
  id: string;
  challengeId: string;
  authorId: string;
  requester: string;
  title: string;
  prompt: string;
  dueTs: number;
  now: number;
}

/**
 * The teach-back of an explanation taught unasked: assigned to its author, already started (the editor opens on
 * it), requested by the courses account. Never scheduled: it is written as reminded and stalled, so the
 * reminders' and reassignment's index (teachbacks_waiting_due, `stalled_at is null`) never holds it and no
 * reminder is claimed on it.
 */
export async function insertUnaskedTeachback(
  db: Db,
  teachback: UnaskedTeachback,
  requesterId: string,
): Promise<void> {
  await db
    .insertInto('teachbacks')
    .values({
      id: teachback.id,
      challenge_id: teachback.challengeId,
      assignee_id: teachback.authorId,
      requester_id: requesterId,
      requester: teachback.requester,
      title: teachback.title,
      prompt: teachback.prompt,
      status: 'in_progress',
      notes: '',
      due_ts: teachback.dueTs,
      created_at: teachback.now,
      updated_at: teachback.now,
      reminded_at: teachback.now,
      stalled_at: teachback.now,
    })
    .execute();
}
