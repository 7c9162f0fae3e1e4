import type { Db } from '../../db/database';

/** Records a device cookie just issued to `userId` (its nonce kept only as a SHA-256). */
export async function insertDeviceCookie(
  db: Db,
  row: { nonceHash: string; userId: string; createdAt: number },
): Promise<void> {
  await db
    .insertInto('device_cookies')
    .values({ nonce_hash: row.nonceHash, user_id: row.userId, failures: 0, created_at: row.createdAt })
    .execute();
}

/**
 * Counts one sign-in attempt against a device cookie, if it is trusted for the account `email` names: issued
 * to that very user (the one the signed cookie also names), after `issuedAfter`, with fewer than `maxFailures`
 * wrong passwords so far. Counted first, in one atomic update, so concurrent attempts cannot slip past the limit;
 * a correct password then replaces the cookie (and its count). True when the attempt is trusted.
 */
export async function countTrustedAttempt(
  db: Db,
  device: { nonceHash: string; userId: string; email: string },
  limits: { maxFailures: number; issuedAfter: number },
): Promise<boolean> {
  const counted = await db
    .updateTable('device_cookies')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('nonce_hash', '=', device.nonceHash)
    .where('user_id', '=', device.userId)
    .where('failures', '<', limits.maxFailures)
    .where('created_at', '>', limits.issuedAfter)
    .where('user_id', '=', (eb) =>
      eb.selectFrom('user').select('user.id').where('user.email', '=', device.email),
    )
    .returning('nonce_hash')
    .executeTakeFirst();
  return counted !== undefined;
}

/** Drops a user's device cookie that a new one replaces, and their cookies issued before `issuedBefore`. */
export async function deleteReplacedDeviceCookies(
  db: Db,
  userId: string,
  replaced: string | undefined,
  issuedBefore: number,
): Promise<void> {
  if (replaced)
    await db
      .deleteFrom('device_cookies')
      .where('nonce_hash', '=', replaced)
      .where('user_id', '=', userId)
      .execute();
  await db
    .deleteFrom('device_cookies')
    .where('user_id', '=', userId)
    .where('created_at', '<', issuedBefore)
    .execute();
}
