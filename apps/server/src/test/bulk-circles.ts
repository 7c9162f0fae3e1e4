import { CHALLENGE_LEVELS, DAY_MS } from '@teachloop/shared';
import type { Db } from '../db/database';
import { insertAll, seeded } from './bulk-rows';

/**
 * Four circles per user, so the circle list's cap (1,000) is a small share of the table as it is at scale: most
 * hold only their owner, one in eight has four more members (a user is in a few), and each has a join request.
 */
export async function fillCircles(db: Db, users: string[], now: number) {
  const rand = seeded(4);
  const circles = [];
  const members: object[] = [];
  const requests = [];
  const nth = (n: number) => users[n % users.length]!;
  for (let i = 0; i < users.length * 4; i++) {
    const memberIds = (i % 8 === 0 ? [0, 1, 2, 3, 4] : [0]).map((n) => nth(i + n));
    circles.push({
      id: `ci-${i}`,
      name: `Circle ${i}`,
      focus: 'Practice',
      level: rand.pick(CHALLENGE_LEVELS),
      privacy: rand.int(2) ? 'open' : 'private',
      capacity: 8,
      owner_id: memberIds[0]!,
      member_count: memberIds.length,
      created_at: now - rand.int(180 * DAY_MS),
      closed_at: rand.int(10) ? null : now,
    });
    memberIds.forEach((user, n) =>
      members.push({
        circle_id: `ci-${i}`,
        user_id: user,
        role: n === 0 ? 'owner' : 'member',
        joined_at: now,
      }),
    );
    requests.push({
      id: `r-${i}`,
      circle_id: `ci-${i}`,
      user_id: nth(i + 7),
      status: 'declined',
      created_at: now,
      decided_at: now,
    });
  }
  await insertAll(db, 'circles', circles);
  await insertAll(db, 'circle_members', members);
  await insertAll(db, 'circle_join_requests', requests);
}
