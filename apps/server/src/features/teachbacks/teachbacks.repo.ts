import { sql } from 'kysely';
import type { Teachback } from '@teachloop/shared';
import type { Selectable } from 'kysely';
import { TEACHBACK_COLUMNS } from '../../db/columns';
import { compiledOnce } from '../../db/compiled-once';
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
      prompt: teachback.prompt,
      status: teachback.status,
      notes: teachback.notes,
      due_ts: teachback.dueTs,
      created_at: teachback.createdAt,
      updated_at: teachback.updatedAt,
    })
    .execute();
}

/** A teach-back only its assignee can see: anyone else's id finds nothing, exactly like a missing one. */
export async function findOwnTeachback(
  db: Db,
  assigneeId: string,
  id: string,
): Promise<Teachback | undefined> {
  const row = await db
    .selectFrom('teachbacks')
    .select(TEACHBACK_COLUMNS)
    .where('id', '=', id)
    .where('assignee_id', '=', assigneeId)
    .executeTakeFirst();
  return row && toTeachback(row);
}

const ownTeachbacks = compiledOnce(
  (db, { assigneeId }: { assigneeId: string }, { limit, openOnly }: { limit: number; openOnly: boolean }) => {
    let query = db.selectFrom('teachbacks').select(TEACHBACK_COLUMNS).where('assignee_id', '=', assigneeId);
    // Written into the SQL, not bound, so the planner matches the unfinished-rows index (decision 012).
    if (openOnly) query = query.where('status', '!=', sql.lit('completed'));
    return query.orderBy('due_ts', 'asc').orderBy('id', 'asc').limit(limit);
  },
);

/** The assignee's teach-backs (open ones only, or all) by due date: one read in index order, never a sort. */
export async function listOwnTeachbacks(
  db: Db,
  assigneeId: string,
  options: { limit: number; openOnly: boolean },
): Promise<Teachback[]> {
  const rows = await ownTeachbacks(db, { assigneeId }, { limit: options.limit, openOnly: options.openOnly });
  return rows.map(toTeachback);
}

const ownTeachbackCount = compiledOnce((db, { assigneeId }: { assigneeId: string }, openOnly: boolean) => {
  const query = db
    .selectFrom('teachbacks')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('assignee_id', '=', assigneeId);
  return openOnly ? query.where('status', '!=', sql.lit('completed')) : query;
});

/** How many teach-backs are assigned to the user (open ones only, or all): the assignee index, never the table. */
export async function countOwnTeachbacks(db: Db, assigneeId: string, openOnly: boolean): Promise<number> {
  const [row] = await ownTeachbackCount(db, { assigneeId }, openOnly);
  return Number(row!.count);
}

/** The assignee's completed teach-backs, most recently completed first. */
export async function listCompletedTeachbacks(
  db: Db,
  assigneeId: string,
  limit: number,
): Promise<{ total: number; items: Teachback[] }> {
  const completed = db
    .selectFrom('teachbacks')
    .where('assignee_id', '=', assigneeId)
    .where('status', '=', 'completed');
  const [rows, count] = await Promise.all([
    completed
      .select(TEACHBACK_COLUMNS)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    completed.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
  ]);
  return { total: Number(count?.total ?? 0), items: rows.map(toTeachback) };
}

function toTeachback(row: Selectable<TeachbacksTable>): Teachback {
  return {
    id: row.id,
    challengeId: row.challenge_id,
    assigneeId: row.assignee_id,
    requesterId: row.requester_id,
    requester: row.requester,
    prompt: row.prompt,
    status: row.status,
    notes: row.notes,
    dueTs: row.due_ts,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
