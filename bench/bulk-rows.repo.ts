import type { Db } from '../apps/server/src/db/database';
import { newProfileRow } from '../apps/server/src/db/new-profile';

/** Bench data: `count` profiles with open loads 0–4 (no accounts: assignment reads profiles only). */
export async function insertProfiles(db: Db, count: number, prefix: string): Promise<void> {
  const now = Date.now();
  const chunk = 500;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += chunk) {
      const rows = Array.from({ length: Math.min(chunk, count - start) }, (_, i) => ({
        ...newProfileRow(`${prefix}-${String(start + i).padStart(8, '0')}`, null, now),
        open_teachbacks: (start + i) % 5,
      }));
      await trx.insertInto('profiles').values(rows).execute();
    }
  });
}
