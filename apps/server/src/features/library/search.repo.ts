import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/engine';
import { activeAccount, browsableChallenge, notBlockedWith } from '../moderation/visibility.sql';
import type { LibraryRow } from './library-row';

/**
 * How many matches, newest first, a search ranks: the engines find the matches through their full-text index,
 * and ranking only the newest few hundred keeps a common word's cost flat however large the library grows
 * (ranking every match would read them all). A rare word ranks all of its matches.
 */
const CANDIDATES = 500;

interface SearchRequest {
  /** The search's words, each letters and digits only (fts-query.ts): never query syntax. */
  match: string;
  course: string | null;
  viewerId: string | null;
  limit: number;
}

/** Who may read a library row (the read holds pe, t, c, p): as visibleExplanations in library.repo.ts. */
function readable(viewerId: string | null): RawBuilder<SqlBool> {
  const shown = sql<SqlBool>`t.hidden_at is null and ${browsableChallenge('c')} and ${activeAccount('p')}`;
  return viewerId === null ? shown : sql<SqlBool>`${shown} and ${notBlockedWith('pe.author_id', viewerId)}`;
}

const COLUMNS = sql`pe.teachback_id, pe.author_id, pe.course, pe.item, pe.title, pe.prompt, pe.body, pe.stars,
  pe.helpful, pe.published_at, p.display_name, p.handle, p.public_profile, p.hidden_at as profile_hidden_at`;
const JOINS = sql`join teachbacks t on t.id = pe.teachback_id
  join challenges c on c.id = t.challenge_id
  join profiles p on p.id = pe.author_id`;

/**
 * The best matches of the library for `match` (title, prompt and explanation), best first: SQLite's FTS5 bm25
 * (the title weighs most, then the prompt), PostgreSQL's ts_rank over the generated `search` vector; ties by
 * helpful marks. One function for both engines.
 */
export async function searchLibrary(db: Db, request: SearchRequest): Promise<LibraryRow[]> {
  const { match, course, viewerId, limit } = request;
  if (isPostgres(db)) {
    const inCourse = course === null ? sql`` : sql`and pe.course = ${course}`;
    // The candidates come from the GIN index alone (a LIMIT keeps the subquery apart); each is then checked by
    // primary-key probes (LATERAL … LIMIT 1 is never turned into a join that hashes a whole table).
    const { rows } = await sql<LibraryRow & { score: number }>`select pe.*, p.display_name, p.handle,
        p.public_profile, p.hidden_at as profile_hidden_at
      from (
        select pe.teachback_id, pe.author_id, pe.course, pe.item, pe.title, pe.prompt, pe.body, pe.stars,
          pe.helpful, pe.published_at, ts_rank(pe.search, query) as score
        from published_explanations pe, websearch_to_tsquery('english', ${match}) query
        where pe.search @@ query ${inCourse}
        limit ${sql.lit(CANDIDATES)}) pe
      cross join lateral (select t.challenge_id, t.hidden_at from teachbacks t
        where t.id = pe.teachback_id limit 1) t
      cross join lateral (select c.hidden_at, c.owner_id from challenges c where c.id = t.challenge_id limit 1) c
      cross join lateral (select p.display_name, p.handle, p.public_profile, p.hidden_at, p.suspended_at
        from profiles p where p.id = pe.author_id limit 1) p
      where ${readable(viewerId)}
      order by pe.score desc, pe.helpful desc, pe.teachback_id
      limit ${sql.lit(limit)}`.execute(db);
    return rows;
  }
  // `+pe.course`: the course narrows the matches; it must not lead the plan away from the full-text index.
  const inCourse = course === null ? sql`` : sql`and +pe.course = ${course}`;
  const { rows } = await sql<LibraryRow & { score: number }>`select * from (
      select ${COLUMNS}, bm25(published_explanations_fts, 10.0, 5.0, 1.0) as score
      from published_explanations_fts
      join published_explanations pe on pe.rowid = published_explanations_fts.rowid
      ${JOINS}
      where published_explanations_fts match ${match} and ${readable(viewerId)} ${inCourse}
      order by published_explanations_fts.rowid desc
      limit ${sql.lit(CANDIDATES)}) candidates
    order by score, helpful desc, teachback_id
    limit ${sql.lit(limit)}`.execute(db);
  return rows;
}
