import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { authorSuspended, hiddenMarkOf } from '../moderation/visibility.sql';

interface SessionRow {
  id: string;
  token: string;
  createdAt: string | Date;
  updatedAt: string | Date;
  userAgent: string | null;
  ipAddress: string | null;
}

/** The user's signed-in devices (Better Auth's session rows, on its userId index), most recently used first. */
export async function listSessionsOf(db: Db, userId: string): Promise<SessionRow[]> {
  const { rows } = await sql<SessionRow>`
    select id, token, "createdAt", "updatedAt", "userAgent", "ipAddress"
    from session where "userId" = ${userId}`.execute(db);
  return rows.sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime());
}

/** Deletes the user's sessions with these ids (someone else's id deletes nothing); returns the tokens ended. */
export async function deleteSessionsOf(
  db: Db,
  userId: string,
  sessionIds: readonly string[],
): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const { rows } = await sql<{ token: string }>`
    delete from session where "userId" = ${userId} and id in (${sql.join(sessionIds)})
    returning token`.execute(db);
  return rows.map((row) => row.token);
}

/** Everything stored about one user, table by table, each read on that table's user index. */
export async function exportRowsOf(db: Db, userId: string) {
  const { rows: account } = await sql<{ email: string; name: string; createdAt: string | Date }>`
    select email, name, "createdAt" from "user" where id = ${userId}`.execute(db);
  return {
    account: account[0],
    profile: await db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirst(),
    // Whether a photo was uploaded and when (its bytes are served at the profile's photo_url, not copied here).
    avatar:
      (await db
        .selectFrom('avatars')
        .select(['version', 'created_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst()) ?? null,
    challenges: await db.selectFrom('challenges').selectAll().where('owner_id', '=', userId).execute(),
    // With its prompt's marks: the prompt is the requester's text, removed with their challenge.
    teachbacksAssigned: await db
      .selectFrom('teachbacks')
      .selectAll()
      .select(hiddenMarkOf('challenges', sql.ref('teachbacks.challenge_id')).as('challenge_hidden_at'))
      .select(authorSuspended(sql.ref('teachbacks.requester_id')).as('requester_suspended'))
      .where('assignee_id', '=', userId)
      .execute(),
    earlierAssignments: await db
      .selectFrom('teachback_assignments')
      .selectAll()
      .where('user_id', '=', userId)
      .execute(),
    reviewsWritten: await db
      .selectFrom('feedback_requests')
      .selectAll()
      .where('reviewer_id', '=', userId)
      .execute(),
    // With the reviewer's suspension: a review of them that is removed is not theirs to read.
    reviewsReceived: await db
      .selectFrom('feedback_requests')
      .selectAll()
      .select(authorSuspended(sql.ref('feedback_requests.reviewer_id')).as('reviewer_suspended'))
      .where('learner_id', '=', userId)
      .execute(),
    // Without peer_id: it names the reviewer of an anonymous review (the export hides them elsewhere too).
    xpLedger: await db
      .selectFrom('xp_ledger')
      .select(['id', 'user_id', 'kind', 'source', 'amount', 'reason', 'day', 'created_at'])
      .where('user_id', '=', userId)
      .execute(),
    badges: await db.selectFrom('user_badges').selectAll().where('user_id', '=', userId).execute(),
    // Whom they blocked and when; never who blocked them.
    blocks: await db
      .selectFrom('user_blocks')
      .select(['blocked_id', 'created_at'])
      .where('blocker_id', '=', userId)
      .execute(),
    verifiedSkills: await db
      .selectFrom('verified_skills')
      .selectAll()
      .where('user_id', '=', userId)
      .execute(),
    activity: await db.selectFrom('activity').selectAll().where('user_id', '=', userId).execute(),
    notifications: await db.selectFrom('notifications').selectAll().where('user_id', '=', userId).execute(),
    notificationPreferences: await db
      .selectFrom('notification_preferences')
      .selectAll()
      .where('user_id', '=', userId)
      .execute(),
    circlesOwned: await db.selectFrom('circles').selectAll().where('owner_id', '=', userId).execute(),
    circleMemberships: await db
      .selectFrom('circle_members')
      .selectAll()
      .where('user_id', '=', userId)
      .execute(),
    circleJoinRequests: await db
      .selectFrom('circle_join_requests')
      .selectAll()
      .where('user_id', '=', userId)
      .execute(),
    // Their invite link's code, the friends it brought, and who invited them (features/invites).
    inviteCode: await db
      .selectFrom('invite_codes')
      .select(['code', 'created_at'])
      .where('id', '=', userId)
      .executeTakeFirst(),
    invitationsSent: await db
      .selectFrom('invitations')
      .select(['invitee_id', 'created_at'])
      .where('inviter_id', '=', userId)
      .execute(),
    invitedBy: await db
      .selectFrom('invitations')
      .select(['inviter_id', 'created_at'])
      .where('invitee_id', '=', userId)
      .execute(),
  };
}
