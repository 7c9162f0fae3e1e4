/**
 * What a moderator's hide and an account's suspension take away from what a viewer sees, as pure decisions over
 * the marks a read selected (the SQL pieces that select and filter by them are in `visibility.sql.ts`). Nothing is
 * changed by either: every read applies these rules, so an unhide or a lifted suspension restores everything.
 *
 * - An item is removed when its own `hidden_at` is set or its author is suspended (`profiles.suspended_at`).
 * - Its author still sees it whole, with the hide reason (a suspended author sees their own data intact).
 * - Everyone else gets the item with its content blanked and `removed: { reason: null }`.
 * - Lists others browse (open to teach, the circle directory, leaderboards) leave removed items out.
 */

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
