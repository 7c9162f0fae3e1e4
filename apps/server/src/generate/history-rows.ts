import { localDay, xpSource, type XpKind } from '@teachloop/shared';
import type { BatchWriter } from './batch-writer';
import { DAY_MS, later, type World } from './world';

/*
 * The trail an action leaves besides its item, as the app's services write it: XP ledger rows, activity
 * entries and notifications.
 */

/**
 * An XP award between a user and a peer: its ledger row, and the amount added to the user's running total (their
 * profile's xp). Generated history stays far below the fair-play caps, so every award is paid in full; its day
 * is counted in UTC (the users' zones are drawn later, with their profiles).
 */
export function award(
  world: World,
  writer: BatchWriter,
  {
    user,
    peer,
    kind,
    item,
    at,
    amount,
  }: { user: number; peer: number; kind: XpKind; item: string; at: number; amount: number },
) {
  writer.add('xp_ledger', {
    id: world.prng.uuid(),
    user_id: world.userIds[user]!,
    kind,
    source: xpSource(kind, item),
    amount,
    created_at: at,
    peer_id: world.userIds[peer]!,
    day: localDay(at, 'UTC'),
    reason: null,
  });
  world.xp[user] = world.xp[user]! + amount;
}

export function activity(world: World, writer: BatchWriter, user: number, entry: ActivityEntry) {
  writer.add('activity', {
    id: world.prng.uuid(),
    user_id: world.userIds[user]!,
    text: entry.text,
    type: entry.type,
    created_at: entry.at,
    link_kind: entry.linkKind,
    link_id: entry.linkId,
  });
}

export interface ActivityEntry {
  text: string;
  type: 'challenge' | 'teachback' | 'feedback';
  at: number;
  linkKind: 'challenge' | 'teachback' | 'review';
  linkId: string;
}

export function notification(world: World, writer: BatchWriter, user: number, note: NotificationEntry) {
  const read = world.prng.chance(note.at < world.now - 3 * DAY_MS ? 0.8 : 0.3);
  writer.add('notifications', {
    id: world.prng.uuid(),
    user_id: world.userIds[user]!,
    kind: note.kind,
    text: note.text,
    href: note.href,
    created_at: note.at,
    read_at: read ? later(world, note.at, 1, 48) : null,
    // Never 'pending': a server started on generated data must not try to mail 100k made-up addresses.
    email_status: null,
    dedupe_key: null,
  });
}

export interface NotificationEntry {
  kind: 'teachback_assigned' | 'teachback_completed' | 'review_received';
  text: string;
  href: string;
  at: number;
}
