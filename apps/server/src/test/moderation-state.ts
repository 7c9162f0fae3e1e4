import type { Db } from '../db/database';

/** The kinds of item a moderator can hide, each with the table that holds its hidden mark. */
const TABLE_OF = {
  challenge: 'challenges',
  teachback: 'teachbacks',
  review: 'feedback_requests',
  reply: 'review_replies',
  circle: 'circles',
  profile: 'profiles',
} as const;

export type HideableKind = keyof typeof TABLE_OF;

/**
 * Test helpers that set the moderation columns directly, as the moderators' routes do: the read
 * paths are tested against the state, not against the routes that make it.
 */
export async function hideItem(
  db: Db,
  kind: HideableKind,
  id: string,
  reason: string | null,
  at = Date.now(),
) {
  await db
    .updateTable(TABLE_OF[kind])
    .set({ hidden_at: at, hidden_reason: reason })
    .where('id', '=', id)
    .execute();
}

export async function unhideItem(db: Db, kind: HideableKind, id: string) {
  await db
    .updateTable(TABLE_OF[kind])
    .set({ hidden_at: null, hidden_reason: null })
    .where('id', '=', id)
    .execute();
}

/** Suspends the account (until `until`, or for good when null). */
export async function suspendUser(db: Db, userId: string, until: number | null = null, at = Date.now()) {
  await db
    .updateTable('profiles')
    .set({ suspended_at: at, suspended_until: until, suspension_reason: 'Test suspension' })
    .where('id', '=', userId)
    .execute();
}

export async function liftSuspension(db: Db, userId: string) {
  await db
    .updateTable('profiles')
    .set({ suspended_at: null, suspended_until: null, suspension_reason: null })
    .where('id', '=', userId)
    .execute();
}
