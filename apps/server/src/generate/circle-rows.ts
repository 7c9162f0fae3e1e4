import { CIRCLE_LEVELS } from '@teachloop/shared';
import type { BatchWriter } from './batch-writer';
import { DAY_MS, HISTORY_DAYS, later, pickActiveUser, type World } from './world';

const FOCUSES = ['Exam prep', 'Weekly practice', 'Project group', 'Reading club', 'Problem sets'];

/** One study circle: owner, members up to its capacity (a tenth are full), and for a private one some requests. */
export function addCircle(world: World, writer: BatchWriter, index: number): void {
  const { prng } = world;
  const users = world.userIds.length;
  const capacity = Math.min(prng.int(5, 50), Math.max(2, users));
  const memberCount = prng.chance(0.1) ? capacity : prng.int(1, Math.min(capacity, users));
  const owner = pickActiveUser(world);
  const members = new Set([owner]);
  while (members.size < memberCount) members.add(prng.int(0, users - 1));
  const id = prng.uuid();
  const createdAt = world.now - prng.int(1, HISTORY_DAYS) * DAY_MS;
  const privacy = prng.chance(0.25) ? 'private' : 'open';
  writer.add('circles', {
    id,
    name: `${prng.pick(FOCUSES)} circle ${index + 1}`,
    focus: prng.pick(FOCUSES),
    level: prng.pick(CIRCLE_LEVELS),
    privacy,
    capacity,
    owner_id: world.userIds[owner]!,
    member_count: memberCount,
    created_at: createdAt,
    closed_at: prng.chance(0.03) ? later(world, createdAt, 24, 24 * 30) : null,
  });
  for (const member of members) {
    writer.add('circle_members', {
      circle_id: id,
      user_id: world.userIds[member]!,
      role: member === owner ? 'owner' : 'member',
      joined_at: member === owner ? createdAt : later(world, createdAt, 1, 24 * 14),
    });
  }
  if (privacy !== 'private' || memberCount >= users) return;
  const asked = new Set<number>();
  for (let i = prng.int(0, 3); i > 0; i -= 1) {
    const user = prng.int(0, users - 1);
    if (members.has(user) || asked.has(user)) continue;
    asked.add(user);
    writer.add('circle_join_requests', {
      id: prng.uuid(),
      circle_id: id,
      user_id: world.userIds[user]!,
      status: 'pending',
      created_at: later(world, createdAt, 1, 24 * 30),
      decided_at: null,
    });
  }
}
