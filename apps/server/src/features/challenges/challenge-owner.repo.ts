import type { EditChallenge, TeachbackStatus } from '@teachloop/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ModerationMarks } from '../moderation/visibility.policy';
import { suspendedAccount } from '../moderation/visibility.sql';

/**
 * The owner's reads and writes of a challenge and its teach-back (challenge-owner.service.ts). Every write is a
 * compare-and-set on what was read, so a racing Start, Accept or Decline and an Edit or Delete cannot both win.
 */

export interface OwnedChallenge {
  id: string;
  title: string;
  openToTeachSince: number | null;
}

/** The user's own challenge (primary key, then the owner checked), or undefined for anyone else's. */
export async function findOwnedChallenge(
  db: Db,
  userId: string,
  id: string,
): Promise<OwnedChallenge | undefined> {
  const row = await db
    .selectFrom('challenges')
    .select(['id', 'title', 'open_to_teach_since'])
    .where('id', '=', id)
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  return row && { id: row.id, title: row.title, openToTeachSince: row.open_to_teach_since };
}

export interface ChallengeTeachback {
  id: string;
  assigneeId: string;
  status: TeachbackStatus;
  dueTs: number;
  notes: string;
  createdAt: number;
  updatedAt: number;
  /** The teacher's public name and photo. */
  displayName: string | null;
  photoURL: string | null;
  /** The explanation's hidden mark and its teacher's suspension. */
  marks: ModerationMarks;
}

/**
 * The challenge's teach-back (the newest, should there ever be two), with its teacher's public name and photo:
 * through the teachbacks_challenge index, then the teacher's profile and user rows by primary key.
 */
export async function findChallengeTeachback(
  db: Db,
  challengeId: string,
): Promise<ChallengeTeachback | undefined> {
  const rows = await db
    .selectFrom('teachbacks')
    .leftJoin('profiles', 'profiles.id', 'teachbacks.assignee_id')
    .leftJoin('user', 'user.id', 'teachbacks.assignee_id')
    .select([
      'teachbacks.id',
      'teachbacks.assignee_id',
      'teachbacks.status',
      'teachbacks.due_ts',
      'teachbacks.notes',
      'teachbacks.created_at',
      'teachbacks.updated_at',
      'teachbacks.hidden_at',
      'teachbacks.hidden_reason',
      suspendedAccount('profiles').as('assignee_suspended'),
      'profiles.display_name',
      'profiles.photo_url',
      'user.image',
    ])
    .where('teachbacks.challenge_id', '=', challengeId)
    .execute();
  const row = rows.sort((a, b) => b.created_at - a.created_at)[0];
  return (
    row && {
      id: row.id,
      assigneeId: row.assignee_id,
      status: row.status,
      dueTs: row.due_ts,
      notes: row.notes,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      displayName: row.display_name,
      photoURL: row.photo_url ?? row.image ?? null,
      marks: {
        hiddenAt: row.hidden_at,
        hiddenReason: row.hidden_reason,
        authorSuspended: row.assignee_suspended,
      },
    }
  );
}

/**
 * The review the owner was asked for when the teach-back was completed, and whether it has been submitted
 * (feedback_requests_teachback index).
 */
export async function findReviewOf(
  db: Db,
  teachbackId: string,
): Promise<{ id: string; submitted: boolean } | undefined> {
  const row = await db
    .selectFrom('feedback_requests')
    .select(['id', 'status'])
    .where('teachback_id', '=', teachbackId)
    .executeTakeFirst();
  return row && { id: row.id, submitted: row.status === 'completed' };
}

/**
 * A teach-back still pending, as read: true when it was changed (the edit reaches the teacher's title and
 * prompt too).
 */
export async function editPendingTeachback(
  db: Db,
  teachback: Pick<ChallengeTeachback, 'id' | 'updatedAt'>,
  change: { title: string; prompt: string; dueTs: number; now: number },
): Promise<boolean> {
  const { title, prompt, dueTs, now } = change;
  const result = await db
    .updateTable('teachbacks')
    .set({ title, prompt, due_ts: dueTs, reminded_at: null, updated_at: now })
    .where('id', '=', teachback.id)
    .where('status', '=', sql.lit('pending'))
    .where('updated_at', '=', teachback.updatedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a teach-back still pending, as read: true when deleted. */
export async function deletePendingTeachback(
  db: Db,
  teachback: Pick<ChallengeTeachback, 'id' | 'updatedAt'>,
): Promise<boolean> {
  const result = await db
    .deleteFrom('teachbacks')
    .where('id', '=', teachback.id)
    .where('status', '=', sql.lit('pending'))
    .where('updated_at', '=', teachback.updatedAt)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Without a teach-back, the challenge's open-to-teach mark is what an Accept takes: the edit or delete holds
 * only while it is still what was read.
 */
const stillUnaccepted = (challenge: OwnedChallenge) =>
  challenge.openToTeachSince === null
    ? sql<boolean>`open_to_teach_since is null`
    : sql<boolean>`open_to_teach_since = ${challenge.openToTeachSince}`;

/** Writes the owner's edit; `unaccepted` adds the open-to-teach check (when it has no teach-back). */
export async function updateChallengeFields(
  db: Db,
  challenge: OwnedChallenge,
  edit: EditChallenge & { dueTs: number; now: number; unaccepted: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('challenges')
    .set({
      title: edit.title,
      topic: edit.topic,
      level: edit.level,
      description: edit.description,
      due_ts: edit.dueTs,
      updated_at: edit.now,
    })
    .where('id', '=', challenge.id)
    .$if(edit.unaccepted, (query) => query.where(stillUnaccepted(challenge)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes the challenge; its declines and any earlier assignments go with it (foreign keys cascade).
 * `unaccepted` adds the open-to-teach check (when it has no teach-back).
 */
export async function deleteChallengeRow(
  db: Db,
  challenge: OwnedChallenge,
  unaccepted: boolean,
): Promise<boolean> {
  const result = await db
    .deleteFrom('challenges')
    .where('id', '=', challenge.id)
    .$if(unaccepted, (query) => query.where(stillUnaccepted(challenge)))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
