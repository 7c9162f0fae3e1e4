import type { Db } from '../../db/database';
import type { IdempotencyStore, KeyClaim } from '../../plugins/idempotency';
import { deleteKey, deleteKeysBefore, insertKey, readKey, retakeKey, saveAnswer } from './idempotency.repo';

/** How long a key and its answer are kept: a retry comes within seconds, a day covers any offline spell. */
const KEY_LIFETIME_MS = 24 * 60 * 60_000;
/**
 * A first request unanswered for this long was abandoned (its process died): a retry may run it again. Far above
 * the longest a request may take (the whole request must arrive within REQUEST_TIMEOUT_SECONDS).
 */
const ABANDONED_AFTER_MS = 2 * 60_000;

/** The database behind the idempotency plugin (plugins import no feature: app.ts hands this in). */
export function idempotencyStore(db: Db): IdempotencyStore {
  return {
    async claim(entry): Promise<KeyClaim> {
      if (await insertKey(db, entry)) return { kind: 'claimed' };
      const row = await readKey(db, entry.scope, entry.key);
      // Gone between the two reads: its first request failed and let it go. The caller asks again.
      if (!row) return { kind: 'running' };
      if (row.fingerprint !== entry.fingerprint) return { kind: 'other-request' };
      if (row.status !== null) return { kind: 'answered', status: row.status, body: row.body ?? '' };
      const abandoned = row.created_at < entry.now - ABANDONED_AFTER_MS;
      if (abandoned && (await retakeKey(db, entry.scope, entry.key, row.created_at, entry.now)))
        return { kind: 'claimed' };
      return { kind: 'running' };
    },
    save: (scope, key, status, body) => saveAnswer(db, scope, key, status, body),
    release: (scope, key) => deleteKey(db, scope, key),
  };
}

/** The scheduler's task: keys older than their lifetime are deleted. Answers how many. */
export function removeExpiredKeys(db: Db, now: number): Promise<number> {
  return deleteKeysBefore(db, now - KEY_LIFETIME_MS);
}
