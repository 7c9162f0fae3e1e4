import type { Db } from '../../db/database';

export interface KeyRow {
  fingerprint: string;
  status: number | null;
  body: string | null;
  created_at: number;
}

/**
 * Takes the key for a first request: true when this call inserted it. The primary key decides between two
 * concurrent requests with one key, on both engines: the second inserts nothing.
 */
export async function insertKey(
  db: Db,
  row: { scope: string; key: string; userId: string | null; fingerprint: string; now: number },
): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_keys')
    .values({
      scope: row.scope,
      key: row.key,
      user_id: row.userId,
      fingerprint: row.fingerprint,
      status: null,
      body: null,
      created_at: row.now,
    })
    .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function readKey(db: Db, scope: string, key: string): Promise<KeyRow | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status', 'body', 'created_at'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Takes over a key whose first request was abandoned (still unanswered since `claimedAt`): true if this call did. */
export async function retakeKey(db: Db, scope: string, key: string, claimedAt: number, now: number) {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ created_at: now })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('status', 'is', null)
    .where('created_at', '=', claimedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The first request's answer, kept for a repeat. */
export async function saveAnswer(db: Db, scope: string, key: string, status: number, body: string) {
  await db
    .updateTable('idempotency_keys')
    .set({ status, body })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

/** Lets the key go when its first request failed: nothing was done, so a retry may run. */
export async function deleteKey(db: Db, scope: string, key: string) {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('status', 'is', null)
    .execute();
}

/** Keys made before `before`, read from the created_at index. Answers how many went. */
export async function deleteKeysBefore(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
