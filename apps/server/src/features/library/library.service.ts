import {
  COURSE_MESSAGES,
  findCourse,
  findPathItem,
  LIBRARY_LIMITS,
  PATH_MESSAGES,
  type ExplanationSearchQuery,
  type ExplanationSearchResponse,
  type HelpfulMarkResponse,
  type ItemExplanationsResponse,
  type SessionUser,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { toPublishedExplanation, toSearchHit } from './explanation-views';
import { fts5Match, searchWords, websearchText } from './fts-query';
import { isPostgres } from '../../db/engine';
import {
  addToHelpful,
  deleteHelpfulMark,
  findVisibleExplanation,
  insertHelpfulMark,
  listItemExplanations,
} from './library.repo';
import { decodeRankCursor, encodeRankCursor } from './rank-cursor';
import { searchLibrary } from './search.repo';

/**
 * One page of an item's published explanations, for anyone: the most helpful first, then the most stars, then
 * the newest. Hidden explanations, suspended authors and (signed in) a blocked pair's are left out.
 */
export async function listExplanations(
  db: Db,
  viewerId: string | null,
  params: { slug: string; item: string },
  cursor: string | undefined,
): Promise<ItemExplanationsResponse> {
  const course = findCourse(params.slug);
  if (!course) throw new AppError('not_found', COURSE_MESSAGES.notFound);
  if (!findPathItem(course, params.item)) throw new AppError('not_found', PATH_MESSAGES.itemNotFound);
  const after = cursor ? decodeRankCursor(cursor, PATH_MESSAGES.cursorInvalid) : null;
  const limit = LIBRARY_LIMITS.pageSize;
  const rows = await listItemExplanations(db, {
    course: course.slug,
    item: params.item,
    viewerId,
    after,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    explanations: page.map((row) => toPublishedExplanation(row, row.marked)),
    nextCursor:
      rows.length > limit && last
        ? encodeRankCursor({
            helpful: last.helpful,
            stars: last.stars,
            publishedAt: last.published_at,
            id: last.teachback_id,
          })
        : null,
  };
}

/** Full-text search of the library, best match first; a search without a word finds nothing. */
export async function searchExplanations(
  db: Db,
  viewerId: string | null,
  query: ExplanationSearchQuery,
): Promise<ExplanationSearchResponse> {
  if (query.course !== undefined && !findCourse(query.course)) {
    throw new AppError('not_found', COURSE_MESSAGES.notFound);
  }
  const words = searchWords(query.q);
  if (words.length === 0) return { results: [] };
  const rows = await searchLibrary(db, {
    match: isPostgres(db) ? websearchText(words) : fts5Match(words),
    words,
    course: query.course ?? null,
    viewerId,
    limit: LIBRARY_LIMITS.searchResults,
  });
  return { results: rows.map((row) => toSearchHit(row, words)) };
}

/**
 * The reader marks an explanation helpful, or takes the mark back; the kept count moves in the same transaction.
 * Only a published explanation the reader may read (404 otherwise, like a missing one), never their own (403).
 * Marking twice, or unmarking what is not marked, changes nothing.
 */
export async function setHelpfulMark(
  deps: { db: Db; now: () => number },
  user: SessionUser,
  id: string,
  marked: boolean,
): Promise<HelpfulMarkResponse> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const explanation = await findVisibleExplanation(trx, user.id, id);
    if (!explanation) throw new AppError('not_found', PATH_MESSAGES.explanationNotFound);
    if (explanation.author_id === user.id) {
      throw new AppError('permission_denied', PATH_MESSAGES.ownExplanation);
    }
    const changed = marked
      ? await insertHelpfulMark(trx, id, user.id, now)
      : await deleteHelpfulMark(trx, id, user.id);
    const by = changed ? (marked ? 1 : -1) : 0;
    return { markedHelpful: marked, helpful: await addToHelpful(trx, id, by) };
  });
}
