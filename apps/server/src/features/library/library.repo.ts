import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/engine';
import { LATERAL_PROBES } from './library-reads.sql';
import { activeAccount, browsableChallenge, notBlockedWith } from '../moderation/visibility.sql';
import type { LibraryRow } from './library-row';
import type { RankPosition } from './rank-cursor';

/** Who may read a library row (PostgreSQL's read holds pe, t, c, p): not hidden, author not suspended, no block between. */
function readable(viewerId: string | null): RawBuilder<SqlBool> {
  const shown = sql<SqlBool>`t.hidden_at is null and ${browsableChallenge('c')} and ${activeAccount('p')}`;
  return viewerId === null ? shown : sql<SqlBool>`${shown} and ${notBlockedWith('pe.author_id', viewerId)}`;
}

/**
 * The library's published rows joined to what decides whether anyone may read them, each by primary key: the
 * teach-back (not hidden), its challenge (browsable: the title and prompt are its owner's words), the author's
 * profile (not suspended; its name and handle). A blocked pair never sees each other's explanations.
 */
function visibleExplanations(db: Db, viewerId: string | null) {
  let query = db
    .selectFrom('published_explanations as pe')
    .innerJoin('teachbacks as t', 't.id', 'pe.teachback_id')
    .innerJoin('challenges as c', 'c.id', 't.challenge_id')
    .innerJoin('profiles as p', 'p.id', 'pe.author_id')
    .select([
      'pe.teachback_id',
      'pe.author_id',
      'pe.course',
      'pe.item',
      'pe.title',
      'pe.prompt',
      'pe.body',
      'pe.stars',
      'pe.helpful',
      'pe.published_at',
      'p.display_name',
      'p.handle',
      'p.public_profile',
      'p.hidden_at as profile_hidden_at',
    ])
    .where('t.hidden_at', 'is', null)
    .where(browsableChallenge('c'))
    .where(activeAccount('p'));
  if (viewerId !== null) query = query.where(notBlockedWith('pe.author_id', viewerId));
  return query;
}

/** Past a page's last row in the item's rank: helpful, stars, published_at descending, then id ascending. */
function pastRank(last: RankPosition) {
  const { helpful, stars, publishedAt, id } = last;
  // The bound on helpful alone first: the index's range to start from (see db/keyset.ts).
  return sql<SqlBool>`(pe.helpful <= ${helpful} and (pe.helpful < ${helpful} or (pe.helpful = ${helpful}
    and (pe.stars < ${stars} or (pe.stars = ${stars} and (pe.published_at < ${publishedAt}
    or (pe.published_at = ${publishedAt} and pe.teachback_id > ${id})))))))`;
}

/**
 * One page of an item's library, in the order of published_explanations_item_rank (no sort): the most helpful
 * first, then the most stars, then the newest. `marked`: whether the viewer marked each helpful.
 */
export async function listItemExplanations(
  db: Db,
  query: { course: string; item: string; viewerId: string | null; after: RankPosition | null; limit: number },
): Promise<(LibraryRow & { marked: number | boolean })[]> {
  const { viewerId, after } = query;
  const marked: RawBuilder<number | boolean> =
    viewerId === null
      ? sql<number>`0`
      : sql<boolean>`exists (select 1 from explanation_helpful h
          where h.teachback_id = pe.teachback_id and h.user_id = ${viewerId})`;
  if (isPostgres(db)) {
    const { rows } = await sql<
      LibraryRow & { marked: number | boolean }
    >`select pe.teachback_id, pe.author_id,
        pe.course, pe.item, pe.title, pe.prompt, pe.body, pe.stars, pe.helpful, pe.published_at, p.display_name,
        p.handle, p.public_profile, p.hidden_at as profile_hidden_at, ${marked} as marked
      from published_explanations pe
      ${LATERAL_PROBES}
      where pe.course = ${query.course} and pe.item = ${query.item} and ${readable(viewerId)}
        ${after ? sql`and ${pastRank(after)}` : sql``}
      order by pe.helpful desc, pe.stars desc, pe.published_at desc, pe.teachback_id
      limit ${sql.lit(query.limit)}`.execute(db);
    return rows;
  }
  let select = visibleExplanations(db, viewerId)
    .select(marked.as('marked'))
    .where('pe.course', '=', query.course)
    .where('pe.item', '=', query.item);
  if (after) select = select.where(pastRank(after));
  return select
    .orderBy('pe.helpful', 'desc')
    .orderBy('pe.stars', 'desc')
    .orderBy('pe.published_at', 'desc')
    .orderBy('pe.teachback_id')
    .limit(query.limit)
    .execute();
}

/** The explanation `id` if the viewer may read it now: published, not hidden, its author not suspended nor blocked. */
export function findVisibleExplanation(db: Db, viewerId: string, id: string) {
  return visibleExplanations(db, viewerId).where('pe.teachback_id', '=', id).executeTakeFirst();
}

/** Adds the viewer's mark, once; returns whether this call added it. */
export async function insertHelpfulMark(db: Db, id: string, userId: string, now: number): Promise<boolean> {
  const result = await db
    .insertInto('explanation_helpful')
    .values({ teachback_id: id, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['teachback_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Removes the viewer's mark; returns whether there was one. */
export async function deleteHelpfulMark(db: Db, id: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('explanation_helpful')
    .where('teachback_id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Moves the kept count by `by` (in the mark's transaction) and returns it as it now stands. */
export async function addToHelpful(db: Db, id: string, by: number): Promise<number> {
  if (by !== 0) {
    await db
      .updateTable('published_explanations')
      .set((eb) => ({ helpful: eb('helpful', '+', by) }))
      .where('teachback_id', '=', id)
      .execute();
  }
  const row = await db
    .selectFrom('published_explanations')
    .select('helpful')
    .where('teachback_id', '=', id)
    .executeTakeFirst();
  return row?.helpful ?? 0;
}
