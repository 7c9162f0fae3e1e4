import type { Db } from '../db/database';
import { insertAll } from './bulk-rows';

const HOUR_MS = 3_600_000;

/** An idempotency key per user, nearly all from the last hour, one in fifty past its day (the scheduler's work). */
export async function fillIdempotencyKeys(db: Db, users: string[], now: number): Promise<void> {
  await insertAll(
    db,
    'idempotency_keys',
    users.map((id, i) => ({
      scope: `user:${id}`,
      key: `bulk-key-${i}`,
      user_id: id,
      fingerprint: 'bulk',
      status: 201,
      body: '{}',
      created_at: i % 50 === 0 ? now - 30 * HOUR_MS : now - (i % 60) * 60_000,
    })),
  );
}
