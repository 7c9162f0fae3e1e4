import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/**
 * The one rule for what a moderator's hide and an account's suspension take away from a read (issue 35).
 * Nothing is changed by either: every read applies these conditions, so an unhide or a lifted suspension
 * restores everything at once.
 *
 * - An item is removed when its own `hidden_at` is set or its author is suspended (`profiles.suspended_at`).
 * - Its author still sees it whole, with the hide reason (a suspended author sees their own data intact).
 * - Everyone else gets the item with its content blanked and `removed: { reason: null }`.
 * - Lists others browse (open to teach, the circle directory, leaderboards) leave removed items out.
 */

/**
 * The user's suspension mark: a scalar primary-key probe of profiles, one index read per row even inside a list
 * (a scalar subquery, not EXISTS: PostgreSQL would turn NOT EXISTS into an anti join that reads a list's table
 * in full instead of walking its index). Where a read already joins the author's profile, use its column.
 */
function suspensionOf(userId: Expression<unknown>): RawBuilder<number | null> {
  return sql<number | null>`(select suspended_author.suspended_at from profiles suspended_author
    where suspended_author.id = ${userId})`;
}

/** Whether the user is suspended. */
export function isSuspended(userId: Expression<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`${suspensionOf(userId)} is not null`;
}

/** The negation of isSuspended, for browse lists: the author is not suspended. */
export function notSuspended(userId: Expression<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`${suspensionOf(userId)} is null`;
}

/** An item others may browse: not hidden and its author not suspended. */
export function browsable(hiddenAt: Expression<unknown>, authorId: Expression<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${hiddenAt} is null and ${notSuspended(authorId)})`;
}

/** The author's suspension as a 0/1 column (both engines), to select beside an item's hidden mark. */
export function authorSuspended(authorId: Expression<unknown>): RawBuilder<number> {
  return sql<number>`case when ${isSuspended(authorId)} then 1 else 0 end`;
}

/** What a read selects to decide an item's removal: its hidden mark and its author's suspension. */
export interface ModerationMarks {
  hiddenAt: number | null;
  hiddenReason: string | null;
  /** 1 (or true) while the author is suspended. */
  authorSuspended: number | boolean | null;
}

/**
 * An item's removed state as a viewer sees it: undefined while shown (the DTO field is then left out), or
 * removed, with the reason for the author only.
 */
type Removal = { reason: string | null } | undefined;

/**
 * How `viewerId` sees an item `authorId` wrote: the author sees a hidden item with its reason and their own
 * content intact while suspended; anyone else sees a hidden item, or one of a suspended author, as removed.
 */
export function removalFor(
  viewerId: string | null,
  authorId: string | null,
  marks: ModerationMarks,
): Removal {
  const hidden = marks.hiddenAt !== null;
  if (viewerId !== null && viewerId === authorId) return hidden ? { reason: marks.hiddenReason } : undefined;
  return hidden || Boolean(Number(marks.authorSuspended ?? 0)) ? { reason: null } : undefined;
}

/** The author's own view of their item: the hidden note with its reason, or undefined while visible. */
export function ownRemoval(row: { hidden_at: number | null; hidden_reason: string | null }): Removal {
  return row.hidden_at === null ? undefined : { reason: row.hidden_reason };
}

/** How the viewer sees an item: its removal (see removalFor) and whether its content is blanked for them. */
export function seenBy(
  viewerId: string | null,
  authorId: string | null,
  marks: ModerationMarks,
): { removal: Removal; blank: boolean } {
  const removal = removalFor(viewerId, authorId, marks);
  return { removal, blank: removal !== undefined && (viewerId === null || viewerId !== authorId) };
}

/** The tables with a hidden mark. */
export type HideableTable =
  'challenges' | 'teachbacks' | 'feedback_requests' | 'review_replies' | 'circles' | 'profiles';

/** The row `id` of `table` is not hidden: a primary-key probe, for lists that do not join the row itself. */
export function notHidden(table: HideableTable, id: Expression<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from ${sql.table(table)} hidden_item
    where hidden_item.id = ${id} and hidden_item.hidden_at is not null)`;
}
