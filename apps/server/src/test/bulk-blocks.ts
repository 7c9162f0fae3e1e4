import { DAY_MS } from '@teachloop/shared';
import type { Db } from '../db/database';
import { insertAll, seeded } from './bulk-rows';

/** Blocks: every tenth user blocked two others, so the blocked-pair probes read a real table. */
export async function fillBlocks(db: Db, users: string[], now: number) {
  const rand = seeded(39);
  const rows = new Map<string, { blocker_id: string; blocked_id: string; created_at: number }>();
  users.forEach((blocker, i) => {
    if (i % 10 !== 0) return;
    for (let k = 0; k < 2; k += 1) {
      const blocked = users[rand.int(users.length)]!;
      if (blocked === blocker) continue;
      rows.set(`${blocker}/${blocked}`, {
        blocker_id: blocker,
        blocked_id: blocked,
        created_at: now - rand.int(365) * DAY_MS,
      });
    }
  });
  await insertAll(db, 'user_blocks', [...rows.values()]);
}
