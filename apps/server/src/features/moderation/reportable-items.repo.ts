import type { ReportItemKind } from '@teachloop/shared';
import type { Db } from '../../db/database';

/**
 * One item a report can name, as far as reporting and hiding care: whose it is, who else may read it, whether a
 * moderator hid it, and where its reader and its author find it in the app. Each read is by primary key.
 */
export interface ReportableItem {
  itemId: string;
  /** The author or owner: the person a report is about. */
  subjectId: string;
  /** Who besides the subject may read it; 'everyone' when every signed-in user may. */
  readers: readonly string[] | 'everyone';
  hidden: boolean;
  /** Where a reader saw it. */
  readerHref: string;
  /** Where its author finds it. */
  authorHref: string;
}

type Finder = (db: Db, id: string) => Promise<ReportableItem | undefined>;

const FINDERS: Record<ReportItemKind, Finder> = {
  // The explanation: written by the assignee, read by the challenge's owner (who reviews it).
  teachback: async (db, id) => {
    const row = await db
      .selectFrom('teachbacks')
      .select(['id', 'assignee_id', 'requester_id', 'challenge_id', 'hidden_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? {
          itemId: row.id,
          subjectId: row.assignee_id,
          readers: [row.requester_id],
          hidden: row.hidden_at !== null,
          readerHref: `/challenges/${row.challenge_id}/work`,
          authorHref: `/teachbacks/${row.id}/work`,
        }
      : undefined;
  },
  // A review, once submitted: written by its reviewer, read by its learner.
  review: async (db, id) => {
    const row = await db
      .selectFrom('feedback_requests')
      .select(['id', 'reviewer_id', 'learner_id', 'completed_at', 'hidden_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? {
          itemId: row.id,
          subjectId: row.reviewer_id,
          readers: row.completed_at === null ? [] : [row.learner_id],
          hidden: row.hidden_at !== null,
          readerHref: `/feedback/${row.id}`,
          authorHref: `/feedback/${row.id}`,
        }
      : undefined;
  },
  // A reply: read by the review's two parties.
  reply: async (db, id) => {
    const row = await db
      .selectFrom('review_replies')
      .innerJoin('feedback_requests', 'feedback_requests.id', 'review_replies.review_id')
      .select([
        'review_replies.id',
        'review_replies.author_id',
        'review_replies.review_id',
        'review_replies.hidden_at',
        'feedback_requests.reviewer_id',
        'feedback_requests.learner_id',
      ])
      .where('review_replies.id', '=', id)
      .executeTakeFirst();
    return row
      ? {
          itemId: row.id,
          subjectId: row.author_id,
          readers: [row.reviewer_id, row.learner_id],
          hidden: row.hidden_at !== null,
          readerHref: `/feedback/${row.review_id}`,
          authorHref: `/feedback/${row.review_id}`,
        }
      : undefined;
  },
  // A challenge: everyone sees one open to teach; otherwise whoever was given its teach-back.
  challenge: async (db, id) => {
    const row = await db
      .selectFrom('challenges')
      .select(['id', 'owner_id', 'open_to_teach_since', 'hidden_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const teachers =
      row.open_to_teach_since === null
        ? await db.selectFrom('teachbacks').select('assignee_id').where('challenge_id', '=', id).execute()
        : [];
    return {
      itemId: row.id,
      subjectId: row.owner_id,
      readers: row.open_to_teach_since === null ? teachers.map((t) => t.assignee_id) : 'everyone',
      hidden: row.hidden_at !== null,
      readerHref: row.open_to_teach_since === null ? '/teachbacks' : '/challenges',
      authorHref: `/challenges/${row.id}/work`,
    };
  },
  // A circle: every signed-in user sees one until its owner closes it.
  circle: async (db, id) => {
    const row = await db
      .selectFrom('circles')
      .select(['id', 'owner_id', 'closed_at', 'hidden_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? {
          itemId: row.id,
          subjectId: row.owner_id,
          readers: row.closed_at === null ? 'everyone' : [],
          hidden: row.hidden_at !== null,
          readerHref: `/circles/${row.id}`,
          authorHref: `/circles/${row.id}`,
        }
      : undefined;
  },
  // A profile: anyone reads it once its owner made /u/{handle} public.
  profile: async (db, id) => {
    const row = await db
      .selectFrom('profiles')
      .select(['id', 'handle', 'public_profile', 'hidden_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? {
          itemId: row.id,
          subjectId: row.id,
          readers: row.public_profile === 1 && row.handle ? 'everyone' : [],
          hidden: row.hidden_at !== null,
          readerHref: row.handle ? `/u/${row.handle}` : '/',
          authorHref: '/settings/profile',
        }
      : undefined;
  },
};

/** The item `id` of `kind`, or undefined when there is none. */
export function findReportableItem(db: Db, kind: ReportItemKind, id: string) {
  return FINDERS[kind](db, id);
}

/** The user whose /u/{handle} this is (a profile is reported by its handle, stored by its owner's id). */
export async function profileIdByHandle(db: Db, handle: string): Promise<string | undefined> {
  const row = await db.selectFrom('profiles').select('id').where('handle', '=', handle).executeTakeFirst();
  return row?.id;
}

const HIDEABLE_TABLE = {
  teachback: 'teachbacks',
  review: 'feedback_requests',
  reply: 'review_replies',
  challenge: 'challenges',
  circle: 'circles',
  profile: 'profiles',
} as const satisfies Record<ReportItemKind, string>;

/** Hides the item (or shows it again with `hidden` null); false when it already was in that state. */
export async function setItemHidden(
  db: Db,
  kind: ReportItemKind,
  id: string,
  hidden: { at: number; reason: string } | null,
): Promise<boolean> {
  const result = await db
    .updateTable(HIDEABLE_TABLE[kind])
    .set({ hidden_at: hidden?.at ?? null, hidden_reason: hidden?.reason ?? null })
    .where('id', '=', id)
    .where('hidden_at', hidden ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
