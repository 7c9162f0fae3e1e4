import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { uncountUser } from '../../db/user-count';

/**
 * The writes of an account deletion (delete-account.service.ts), each on an index of the user's own rows, so
 * one deletion costs what that user has, never what the tables hold.
 */

/** What others see in place of a deleted user's name (the spec's own fallback for a nameless author). */
const DELETED_NAME = 'Anonymous';

/** The user's password hash, or undefined for an account that signs in only with Google. */
export async function passwordHashOf(db: Db, userId: string): Promise<string | undefined> {
  const { rows } = await sql<{ password: string | null }>`
    select password from account where "userId" = ${userId} and "providerId" = 'credential'`.execute(db);
  return rows[0]?.password ?? undefined;
}

/** The name a user's peers know them by (their display name, else their address), for an account that exists. */
export async function accountNameOf(
  db: Db,
  userId: string,
): Promise<{ displayName: string | null; email: string } | undefined> {
  const { rows } = await sql<{ displayName: string | null; email: string }>`
    select u.email, p.display_name as "displayName"
    from "user" u left join profiles p on p.id = u.id
    where u.id = ${userId}`.execute(db);
  return rows[0];
}

export interface WithdrawnTeachback {
  id: string;
  assigneeId: string;
  challengeId: string;
  title: string;
  /** Started: the assignee may have written something, which their device still holds. */
  started: boolean;
}

/**
 * Deletes the unfinished teach-backs of the user's challenges (nobody is left to review them) and returns them,
 * so their assignees' load can be released and they can be told.
 */
export async function withdrawRequestedTeachbacks(db: Db, userId: string): Promise<WithdrawnTeachback[]> {
  const rows = await db
    .selectFrom('teachbacks')
    .innerJoin('challenges', 'challenges.id', 'teachbacks.challenge_id')
    .select([
      'teachbacks.id',
      'teachbacks.assignee_id',
      'teachbacks.challenge_id',
      'teachbacks.status',
      'challenges.title',
    ])
    .where('teachbacks.requester_id', '=', userId)
    .where('teachbacks.status', '!=', sql.lit('completed'))
    .execute();
  if (rows.length > 0) {
    await db
      .deleteFrom('teachbacks')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
  }
  return rows.map((row) => ({
    id: row.id,
    assigneeId: row.assignee_id,
    challengeId: row.challenge_id,
    title: row.title,
    started: row.status !== 'pending',
  }));
}

/**
 * The user's challenges that no peer ever taught back are deleted; the others stay, for the peers who taught
 * them back and the reviews they received, with the author's name replaced and the author's private notes
 * erased (they were the owner's alone, and kept challenges still held them).
 */
export async function removeOwnChallenges(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom('challenges')
    .where('owner_id', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('teachbacks')
            .select('teachbacks.id')
            .whereRef('teachbacks.challenge_id', '=', 'challenges.id'),
        ),
      ),
    )
    .execute();
  await db
    .updateTable('challenges')
    .set({ author: DELETED_NAME, notes: '' })
    .where('owner_id', '=', userId)
    .execute();
  await db
    .updateTable('teachbacks')
    .set({ requester: DELETED_NAME })
    .where('requester_id', '=', userId)
    .execute();
}

/**
 * Reviews: the ones not written yet, by or of the user, go; written ones stay, for the peer on the other side
 * (their feedback, XP and verified skills rest on them): reviews the user wrote become anonymous, and reviews
 * of the user no longer name them. Returns the peers who reviewed the user, whose own entries name them.
 */
export async function anonymiseReviews(db: Db, userId: string): Promise<string[]> {
  await db
    .deleteFrom('feedback_requests')
    .where('reviewer_id', '=', userId)
    .where('status', '=', 'pending')
    .execute();
  await db
    .deleteFrom('feedback_requests')
    .where('learner_id', '=', userId)
    .where('status', '=', 'pending')
    .execute();
  await db.updateTable('feedback_requests').set({ anonymous: 1 }).where('reviewer_id', '=', userId).execute();
  const reviewers = await db
    .updateTable('feedback_requests')
    .set({ learner: DELETED_NAME })
    .where('learner_id', '=', userId)
    .returning('reviewer_id')
    .execute();
  return [...new Set(reviewers.map((row) => row.reviewer_id))];
}

/** The peers on the other side of the user's reviews, either way: whom their replies were told to, by name. */
export async function reviewPartners(db: Db, userId: string): Promise<string[]> {
  const [asLearner, asReviewer] = await Promise.all([
    db.selectFrom('feedback_requests').select('reviewer_id as id').where('learner_id', '=', userId).execute(),
    db.selectFrom('feedback_requests').select('learner_id as id').where('reviewer_id', '=', userId).execute(),
  ]);
  return [...new Set([...asLearner, ...asReviewer].map((row) => row.id))];
}

/** Whom the user's own actions were told to, by name: requesters of their teach-backs, owners they asked. */
export async function peersTold(db: Db, userId: string) {
  const requesters = await db
    .selectFrom('teachbacks')
    .select('requester_id')
    .distinct()
    .where('assignee_id', '=', userId)
    .execute();
  const owners = await db
    .selectFrom('circle_join_requests')
    .innerJoin('circles', 'circles.id', 'circle_join_requests.circle_id')
    .select('circles.owner_id')
    .distinct()
    .where('circle_join_requests.user_id', '=', userId)
    .execute();
  return {
    requesters: requesters.map((row) => row.requester_id),
    circleOwners: owners.map((row) => row.owner_id),
  };
}

const characters = (text: string) => [...text].length;

/**
 * Replaces `name` where it starts a line (`prefix`, "Name completed …") or ends one (`suffix`, "… for Name")
 * in the given users' notifications of one kind or activity entries of one type. Character counts are in code
 * points, as both engines' substr and length count them.
 */
export async function renameInNotifications(
  db: Db,
  {
    userIds,
    kind,
    prefix,
  }: {
    userIds: string[];
    kind: 'teachback_completed' | 'circle_request_received' | 'review_reply';
    prefix: string;
  },
  name: string,
): Promise<void> {
  if (userIds.length === 0) return;
  const length = characters(prefix);
  await db
    .updateTable('notifications')
    .set({ text: sql`${DELETED_NAME} || substr(text, ${characters(name) + 1})` })
    .where('user_id', 'in', userIds)
    .where('kind', '=', kind)
    .where(sql<boolean>`substr(text, 1, ${length}) = ${prefix}`)
    .execute();
}

export async function renameInActivity(
  db: Db,
  { userIds, suffix }: { userIds: string[]; suffix: string },
  name: string,
): Promise<void> {
  if (userIds.length === 0) return;
  const length = characters(suffix);
  await db
    .updateTable('activity')
    .set({ text: sql`substr(text, 1, length(text) - ${characters(name)}) || ${DELETED_NAME}` })
    .where('user_id', 'in', userIds)
    .where('type', '=', 'feedback')
    .where(sql<boolean>`length(text) >= ${length} and substr(text, length(text) - ${length - 1}) = ${suffix}`)
    .execute();
}

/**
 * Everything left that is the user's alone: sign-in (sessions, password, Google link, reset links, devices),
 * profile, XP, badges, skills, activity, notifications and their settings, memberships of closed circles, join
 * requests, earlier assignments and their notes. The user row itself stays as a nameless tombstone with an address that
 * can receive nothing, because reviews and teach-backs peers keep still point at it; the address is free to
 * sign up with again.
 */
export async function eraseOwnRows(db: Db, userId: string): Promise<void> {
  // Their devices' push subscriptions go with the sessions (ON DELETE CASCADE from session).
  await sql`delete from session where "userId" = ${userId}`.execute(db);
  await sql`delete from account where "userId" = ${userId}`.execute(db);
  for (const table of [
    'xp_ledger',
    'xp_period_totals',
    'user_badges',
    'verified_skills',
    'activity',
    'notifications',
    'notification_preferences',
    'push_preferences',
    'daily_actions',
    'weekly_summaries',
    'circle_members',
    'circle_join_requests',
    'teachback_assignments',
    'challenge_declines',
    'email_tokens',
    'device_cookies',
    'moderators',
    'idempotency_keys',
    'path_starts',
  ] as const) {
    await db.deleteFrom(table).where('user_id', '=', userId).execute();
  }
  // Their replies under reviews go with them (the user row stays, so its foreign key's cascade does not run).
  await db.deleteFrom('review_replies').where('author_id', '=', userId).execute();
  // Their uploads go with them (image_refs rows with each image); texts that showed one show its alt text.
  await db.deleteFrom('images').where('owner_id', '=', userId).execute();
  // Blocks they made and blocks against them: by the primary key and the (blocked_id, blocker_id) index.
  await db.deleteFrom('user_blocks').where('blocker_id', '=', userId).execute();
  await db.deleteFrom('user_blocks').where('blocked_id', '=', userId).execute();
  // Reports they sent and reports about them, by the reporter and subject indexes. The moderators'
  // audit log stays: it is the record of what was done.
  await db.deleteFrom('reports').where('reporter_id', '=', userId).execute();
  await db.deleteFrom('reports').where('subject_id', '=', userId).execute();
  // Their avatar (both sizes) too: the photo is personal data.
  await db.deleteFrom('avatars').where('user_id', '=', userId).execute();
  // Off the kept count of accounts (the operators' overview) while the profile still says when it came.
  await uncountUser(db, userId);
  await db.deleteFrom('profiles').where('id', '=', userId).execute();
  await sql`update "user" set name = '', email = ${`${userId}@deleted.invalid`}, image = null
    where id = ${userId}`.execute(db);
}
