import { sql } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { StoredRows } from './acknowledged-writes';

/** The rows the crash test checks acknowledged writes against. */
export async function storedRows(db: Db): Promise<StoredRows> {
  const challenges = await db.selectFrom('challenges').select(['id', 'notes']).execute();
  const teachbacks = await db.selectFrom('teachbacks').select(['id', 'status']).execute();
  return {
    challengeNotes: new Map(challenges.map((row) => [row.id, row.notes])),
    teachbackStatus: new Map(teachbacks.map((row) => [row.id, row.status])),
  };
}

/**
 * Everything wrong with the database as a crash left it, one line each (empty: sound). SQLite checks its own
 * file and foreign keys; PostgreSQL enforces both itself. On both: the invariants the app keeps across tables
 * in one transaction, which a half-applied write would break.
 */
export async function integrityProblems(db: Db, kind: Config['database']['kind']): Promise<string[]> {
  const problems: string[] = [];
  if (kind === 'sqlite') {
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    const verdict = integrity.rows.map((row) => row.integrity_check).join('; ');
    if (verdict !== 'ok') problems.push(`integrity_check: ${verdict}`);
    const orphans = await sql<{ table: string; parent: string }>`pragma foreign_key_check`.execute(db);
    for (const row of orphans.rows) problems.push(`foreign_key_check: ${row.table} → ${row.parent}`);
  }
  const loads = await sql<{ id: string; open_teachbacks: number; actual: number }>`
    select id, open_teachbacks, actual from (
      select p.id, p.open_teachbacks, (select count(*) from teachbacks t
        where t.assignee_id = p.id and t.status != 'completed') as actual
      from profiles p) loads
    where open_teachbacks != actual`.execute(db);
  for (const row of loads.rows)
    problems.push(
      `profile ${row.id}: open_teachbacks ${row.open_teachbacks}, open teach-backs ${row.actual}`,
    );
  const unrequested = await sql<{ id: string }>`
    select t.id from teachbacks t
    where t.status = 'completed' and not exists (select 1 from feedback_requests f where f.teachback_id = t.id)`.execute(
    db,
  );
  for (const row of unrequested.rows)
    problems.push(`teach-back ${row.id}: completed without a feedback request`);
  // The crash workload always has a free peer, so each challenge got its teach-back in its own transaction.
  const withoutTeachback = await sql<{ id: string }>`
    select c.id from challenges c where not exists (select 1 from teachbacks t where t.challenge_id = c.id)`.execute(
    db,
  );
  for (const row of withoutTeachback.rows) problems.push(`challenge ${row.id}: no teach-back`);
  return problems;
}
