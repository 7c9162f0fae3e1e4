import { DAY_MS } from '@teachloop/shared';
import type { Db } from '../db/database';
import { insertAll, seeded } from './bulk-rows';

/**
 * Invite codes for every user (each read their link), and the invitations they brought: each user after the
 * first was invited by an earlier one, so an inviter lists a handful of friends.
 */
export async function fillInvites(db: Db, users: string[], now: number) {
  const rand = seeded(7);
  await insertAll(
    db,
    'invite_codes',
    users.map((id, i) => ({ id, code: `bulk-code-${String(i).padStart(12, '0')}`, created_at: now })),
  );
  await insertAll(
    db,
    'invitations',
    users.slice(1).map((id, i) => ({
      id: `inv-${i}`,
      inviter_id: users[rand.int(i + 1)]!,
      invitee_id: id,
      created_at: now - rand.int(365) * DAY_MS,
    })),
  );
}
