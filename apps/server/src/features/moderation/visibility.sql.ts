import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/database';

/**
 * What a read may show of the hideable tables, as SQL pieces repos compose: the moderation feature's one
 * definition of a hidden row, a suspended author and a blocked pair (the pure decisions over the marks these
 * select are in `visibility.policy.ts`). Nothing here runs a query; any feature's repo imports it.
 *
 * The safe read is the default one: a repo that reads a hideable table (HIDEABLE_TABLES in
 * tooling/server-surfaces.js) either composes these pieces or is declared in UNSCOPED_HIDEABLE_READS there with
 * the reason it must see every row (the moderator's queue, an author's own items, jobs, the account export);
 * lint refuses anything else.
 *
 * - A browse list (open to teach, the circle directory, boards, assignment candidates) leaves out what is hidden
 *   and what suspended authors wrote: `browsableChallenge`, `browsableCircle`, `shownProfile`, `activeAccount`.
 * - A read that shows an item to someone selects its marks (`hidden_at`, `hidden_reason`, `authorSuspended`)
 *   and lets `seenBy` blank it for everyone but its author.
 * - A pair kept apart by a block never meets in a list: `notBlockedWith`.
 */

/** The tables with a hidden mark, from the schema: a table given `hidden_at` is one. */
type HideableTable = {
  [Table in keyof Database]: 'hidden_at' extends keyof Database[Table] ? Table : never;
}[keyof Database];

/** A table alias or name written by the code (never user input), to prefix a column with. */
function column(alias: string, name: string): RawBuilder<unknown> {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`not a table alias: ${alias}`);
  return sql.raw(`${alias}.${name}`);
}

/**
 * The user's suspension mark: a scalar primary-key probe of profiles, one index read per row even inside a list
 * (a scalar subquery, not EXISTS: PostgreSQL would turn NOT EXISTS into an anti join that reads a list's table
 * in full instead of walking its index). Where a read already joins the author's profile, use its column
 * (`activeAccount`, `suspendedAccount`).
 */
function suspensionOf(userId: Expression<unknown>): RawBuilder<number | null> {
  return sql<number | null>`(select suspended_author.suspended_at from profiles suspended_author
    where suspended_author.id = ${userId})`;
}

/** Whether the user is suspended. */
function isSuspended(userId: Expression<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`${suspensionOf(userId)} is not null`;
}

/** The author is not suspended (the negation of isSuspended), for browse lists. */
export function notSuspended(userId: Expression<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`${suspensionOf(userId)} is null`;
}

/** The author's suspension as a 0/1 column (both engines), to select beside an item's hidden mark. */
export function authorSuspended(authorId: Expression<unknown>): RawBuilder<number> {
  return sql<number>`case when ${isSuspended(authorId)} then 1 else 0 end`;
}

/** The profile row the read holds as `alias` is not suspended (its own column: no extra probe). */
export function activeAccount(alias = 'profiles'): RawBuilder<SqlBool> {
  return sql<SqlBool>`${column(alias, 'suspended_at')} is null`;
}

/** The profile row the read holds as `alias` is suspended (the boards subtract these through a partial index). */
export function suspendedAccount(alias = 'profiles'): RawBuilder<SqlBool> {
  return sql<SqlBool>`${column(alias, 'suspended_at')} is not null`;
}

/** An item others may browse: not hidden and its author not suspended. */
function browsable(hiddenAt: Expression<unknown>, authorId: Expression<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${hiddenAt} is null and ${notSuspended(authorId)})`;
}

/** A challenge others may browse (the read holds it as `alias`): not hidden, its owner not suspended. */
export function browsableChallenge(alias = 'challenges'): RawBuilder<SqlBool> {
  return browsable(sql.ref(`${alias}.hidden_at`), sql.ref(`${alias}.owner_id`));
}

/** A circle others may browse (the read holds it as `alias`): not hidden, its owner not suspended. */
export function browsableCircle(alias = 'circles'): RawBuilder<SqlBool> {
  return browsable(sql.ref(`${alias}.hidden_at`), sql.ref(`${alias}.owner_id`));
}

/** A profile others may see (the read holds it as `alias`): not hidden by a moderator, its owner not suspended. */
export function shownProfile(alias = 'profiles'): RawBuilder<SqlBool> {
  return sql<SqlBool>`${column(alias, 'hidden_at')} is null and ${activeAccount(alias)}`;
}

/** The row `id` of `table` is not hidden: a primary-key probe, for lists that do not join the row itself. */
export function notHidden(table: HideableTable, id: Expression<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from ${sql.table(table)} hidden_item
    where hidden_item.id = ${id} and hidden_item.hidden_at is not null)`;
}

/** The hidden mark of the row `id` of `table`, to select beside a row that does not join it (a primary-key probe). */
export function hiddenMarkOf(table: HideableTable, id: Expression<unknown>): RawBuilder<number | null> {
  return sql<number | null>`(select marked_item.hidden_at from ${sql.table(table)} marked_item
    where marked_item.id = ${id})`;
}

/**
 * True when neither of the two users blocked the other. `userColumn` names the column that holds one of them in
 * the outer query (`profiles.id`, `f.learner_id`…); `otherId` is the other, bound as a value. Two NOT EXISTS,
 * each one probe of user_blocks' primary key (blocker_id, blocked_id), so a list filtered by it keeps its own
 * index order.
 */
export function notBlockedWith(userColumn: string, otherId: string): RawBuilder<boolean> {
  const user = sql.ref(userColumn);
  return sql<boolean>`(not exists (select 1 from user_blocks where user_blocks.blocker_id = ${user} and user_blocks.blocked_id = ${otherId}) and not exists (select 1 from user_blocks where user_blocks.blocker_id = ${otherId} and user_blocks.blocked_id = ${user}))`;
}
