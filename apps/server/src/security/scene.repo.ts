import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { recountOpenTeachbacks } from '../test/learning-loop';
import { newProfileRow } from '../db/new-profile';

/** The reads and the one hand-over the test scene needs that the API does not offer (see scene.ts). */

/** Gives a teach-back to `assigneeId` (assignment picks among every user) and keeps the open loads in step. */
export async function handTeachbackTo(db: Db, teachbackId: string, assigneeId: string): Promise<void> {
  await db.updateTable('teachbacks').set({ assignee_id: assigneeId }).where('id', '=', teachbackId).execute();
  await recountOpenTeachbacks(db);
}

/** Marks the challenge as asked from a learning path's item ('{course}/{item}'), so its explanation may be published. */
export async function placeOnPath(db: Db, challengeId: string, pathItem: string): Promise<void> {
  await db.updateTable('challenges').set({ path_item: pathItem }).where('id', '=', challengeId).execute();
}

/**
 * Makes the challenge open to teach, as if everyone offered its teach-back had declined it: the teach-back is
 * withdrawn and the challenge waits in the open list.
 */
export async function openToTeach(db: Db, challengeId: string): Promise<void> {
  await db.deleteFrom('teachbacks').where('challenge_id', '=', challengeId).execute();
  await db
    .updateTable('challenges')
    .set({ open_to_teach_since: Date.now() })
    .where('id', '=', challengeId)
    .execute();
  await recountOpenTeachbacks(db);
}

/**
 * Makes a pending review open to community reviewers (decision 023): its teach-back completed 8 days ago, and
 * `peerId` has its topic verified.
 */
export async function openToCommunity(db: Db, feedbackId: string, peerId: string): Promise<void> {
  const completedAt = Date.now() - 8 * 24 * 60 * 60 * 1000;
  const request = await db
    .updateTable('feedback_requests')
    .set({ created_at: completedAt, due_at: completedAt + 3 * 24 * 60 * 60 * 1000 })
    .where('id', '=', feedbackId)
    .returning('topic')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('verified_skills')
    .values({ user_id: peerId, topic: request.topic, verified_at: Date.now() })
    .onConflict((oc) => oc.columns(['user_id', 'topic']).doNothing())
    .execute();
}

export async function feedbackRequestIdOf(db: Db, teachbackId: string): Promise<string> {
  const row = await db
    .selectFrom('feedback_requests')
    .select('id')
    .where('teachback_id', '=', teachbackId)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function pendingJoinRequestId(db: Db, circleId: string, userId: string): Promise<string> {
  const row = await db
    .selectFrom('circle_join_requests')
    .select('id')
    .where('circle_id', '=', circleId)
    .where('user_id', '=', userId)
    .where('status', '=', sql.lit('pending'))
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function newestUnreadNotificationId(db: Db, userId: string): Promise<string> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The public id of the session a token belongs to (the auth library's table, outside our Database type). */
export async function sessionIdOfToken(db: Db, token: string): Promise<string> {
  const { rows } = await sql<{ id: string }>`select id from session where token = ${token}`.execute(db);
  if (!rows[0]) throw new Error('no session with that token');
  return rows[0].id;
}

/**
 * Unused verification links of a user's (as sign-up mails one), one for each caller of the public verify route:
 * each works once. Returns the tokens the links carry (the table keeps only their SHA-256).
 */
export async function verificationLinksOf(db: Db, userId: string, email: string, count: number) {
  const tokens = Array.from({ length: count }, () => randomBytes(24).toString('base64url'));
  const now = Date.now();
  await db
    .insertInto('email_tokens')
    .values(
      tokens.map((token) => ({
        token_hash: createHash('sha256').update(token).digest('hex'),
        user_id: userId,
        purpose: 'verify' as const,
        email,
        expires_at: now + 3_600_000,
        created_at: now,
      })),
    )
    .execute();
  return tokens;
}

/** A new profile of someone outside the cast: no XP, no streak, no bio or handle, made at `now`. */
function outsiderProfile(id: string, displayName: string, now: number) {
  return newProfileRow(id, displayName, now);
}

/**
 * A profile with no sign-in of its own, suspended for good: what the moderation suspension routes act
 * on, so suspending and lifting never end a session of the cast. Suspended, it is never assigned anything.
 */
export async function insertSuspendedPerson(db: Db): Promise<string> {
  const id = `suspended-${randomBytes(8).toString('hex')}`;
  const now = Date.now();
  await db
    .insertInto('profiles')
    .values({
      ...outsiderProfile(id, 'Suspended person', now),
      suspended_at: now,
      suspended_until: null,
      suspension_reason: 'Spam',
    })
    .execute();
  return id;
}

/**
 * A paid XP award of `userId` (someone outside the cast), for the moderators' void route to take back,
 * so voiding never moves the cast's XP, badges or streaks. Their profile holds it, as an award would add it.
 */
export async function insertPaidXpEntry(db: Db, userId: string): Promise<string> {
  const id = `xp-${randomBytes(8).toString('hex')}`;
  const now = Date.now();
  await db
    .insertInto('xp_ledger')
    .values({
      id,
      user_id: userId,
      kind: 'review_helpful',
      source: `review_helpful:${id}`,
      amount: 5,
      created_at: now,
      peer_id: null,
      day: null,
      reason: null,
    })
    .execute();
  await db
    .updateTable('profiles')
    .set((eb) => ({ xp: eb('xp', '+', 5) }))
    .where('id', '=', userId)
    .execute();
  return id;
}

/**
 * Someone outside the cast with a public profile, so every role may report it, and an open
 * report of it by `reporterId` for the moderators' queue to dismiss or act on; `hidden` makes it one a
 * moderator already hid, for the unhide route.
 */
export async function insertReportedPerson(
  db: Db,
  reporterId: string,
  { hidden = false }: { hidden?: boolean } = {},
): Promise<{ id: string; handle: string; reportId: string }> {
  const id = `reported-${randomBytes(8).toString('hex')}`;
  const handle = `rep${randomBytes(6).toString('hex')}`;
  const now = Date.now();
  const iso = new Date(now).toISOString();
  // A real account (notifications belong to one): Better Auth's table, dates as ISO text on both engines.
  await db
    .insertInto('user')
    .values({
      id,
      name: 'Reported person',
      email: `${id}@example.com`,
      emailVerified: sql`false`,
      createdAt: iso,
      updatedAt: iso,
    } as never)
    .execute();
  await db
    .insertInto('profiles')
    .values({
      ...outsiderProfile(id, 'Reported person', now),
      bio: 'Buy cheap essays here.',
      handle,
      public_profile: 1,
      hidden_at: hidden ? now : null,
      hidden_reason: hidden ? 'Spam' : null,
    })
    .execute();
  const reportId = `report-${randomBytes(8).toString('hex')}`;
  await db
    .insertInto('reports')
    .values({
      id: reportId,
      reporter_id: reporterId,
      item_kind: 'profile',
      item_id: id,
      subject_id: id,
      reason: 'spam',
      note: null,
      created_at: now,
    })
    .execute();
  return { id, handle, reportId };
}
