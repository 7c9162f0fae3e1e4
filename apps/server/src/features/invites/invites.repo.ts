import type { Db } from '../../db/database';

/** The user's invite code, from its primary key (id = the user's id); undefined before their first request. */
export async function findInviteCode(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('invite_codes').select('code').where('id', '=', userId).executeTakeFirst();
  return row?.code;
}

/**
 * Stores the user's code unless they have one already (two first requests at once: the first stays, and both
 * read it back). Answers whether this call stored it.
 */
export async function insertInviteCode(
  db: Db,
  row: { userId: string; code: string; createdAt: number },
): Promise<boolean> {
  const result = await db
    .insertInto('invite_codes')
    .values({ id: row.userId, code: row.code, created_at: row.createdAt })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export interface AcceptedInviteRow {
  id: string;
  displayName: string | null;
  email: string;
  joinedAt: number;
}

/**
 * Invitations with each invitee's profile name and address (for the app's public name, authorName), joined by
 * primary key: the one base both readers below narrow by their own index.
 */
function invitationsWithInvitee(db: Db) {
  return db
    .selectFrom('invitations')
    .innerJoin('profiles', 'profiles.id', 'invitations.invitee_id')
    .innerJoin('user', 'user.id', 'invitations.invitee_id')
    .select(['profiles.display_name as displayName', 'user.email as email']);
}

/** The newest `limit` invitations the user's link brought, newest first, from (inviter_id, created_at, id). */
export async function listAcceptedInvites(
  db: Db,
  inviterId: string,
  limit: number,
): Promise<AcceptedInviteRow[]> {
  return invitationsWithInvitee(db)
    .select(['invitations.invitee_id as id', 'invitations.created_at as joinedAt'])
    .where('invitations.inviter_id', '=', inviterId)
    .orderBy('invitations.created_at', 'desc')
    .orderBy('invitations.id', 'desc')
    .limit(limit)
    .execute();
}

/** Who invited the user (from the invitee's unique index), with the invitee's name parts; undefined if nobody. */
export async function findInvitationOf(
  db: Db,
  inviteeId: string,
): Promise<{ inviterId: string; displayName: string | null; email: string } | undefined> {
  return invitationsWithInvitee(db)
    .select('invitations.inviter_id as inviterId')
    .where('invitations.invitee_id', '=', inviteeId)
    .executeTakeFirst();
}

/** The dedupe key of the notification that told an inviter `inviteeId` joined (one per invitee). */
export const inviteAcceptedKey = (inviteeId: string) => `invite_accepted:${inviteeId}`;

/**
 * Erases the user's invites both ways, on the tables' indexes: their code (a shared link stops working), the
 * invitations their link brought, and the one that brought them, with the notification that named them to
 * their inviter (by its unique dedupe key). Answers that inviter's id, if any.
 */
export async function eraseInvitesOf(db: Db, userId: string): Promise<string | undefined> {
  await db.deleteFrom('invite_codes').where('id', '=', userId).execute();
  await db.deleteFrom('invitations').where('inviter_id', '=', userId).execute();
  const brought = await db
    .deleteFrom('invitations')
    .where('invitee_id', '=', userId)
    .returning('inviter_id')
    .executeTakeFirst();
  if (brought) {
    await db
      .deleteFrom('notifications')
      .where('dedupe_key', '=', inviteAcceptedKey(userId))
      .where('user_id', '=', brought.inviter_id)
      .execute();
  }
  return brought?.inviter_id;
}
