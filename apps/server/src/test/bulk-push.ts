import type { Db } from '../db/database';
import { insertAll } from './bulk-rows';

/**
 * Push subscriptions as devices hold them: one user in three turned push on, on the device (session) the bulk
 * fill signed them in on.
 */
export async function fillPushSubscriptions(db: Db, users: string[], now: number) {
  await insertAll(
    db,
    'push_subscriptions',
    users
      .filter((_, i) => i % 3 === 0)
      .map((id, i) => ({
        id: `bulk-push-${i}`,
        user_id: id,
        session_id: `s-${id}`,
        endpoint: `https://fcm.googleapis.com/fcm/send/bulk-${i}`,
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
        created_at: now - (i % 60) * 86_400_000,
      })),
  );
}
