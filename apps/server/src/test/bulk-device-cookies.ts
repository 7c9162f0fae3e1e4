import type { Db } from '../db/database';
import { insertAll } from './bulk-rows';

/** Devices users signed in from: most users one or two, a few with wrong passwords counted against one. */
export async function fillDeviceCookies(db: Db, users: string[], now: number) {
  await insertAll(
    db,
    'device_cookies',
    users.flatMap((id, i) =>
      Array.from({ length: 1 + (i % 2) }, (_, device) => ({
        nonce_hash: `bulk-device-${i}-${device}`,
        user_id: id,
        failures: i % 7 === 0 ? 3 : 0,
        created_at: now - (i % 90) * 86_400_000,
      })),
    ),
  );
}
