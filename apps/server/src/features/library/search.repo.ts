import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/engine';
import { activeAccount, browsableChallenge, notBlockedWith } from '../moderation/visibility.sql';
import { LATERAL_PROBES } from './library-reads.sql';
import type { LibraryRow } from './library-row';

/**
 * How many matches, newest first, a search ranks: the engines find the matches through their full-text index,
 * and ranking only the newest few hundred keeps a common word's cost flat however large the library grows
 * (ranking every match would read them all). A rare word ranks all of its matches.
 */
const CANDIDATES = 500;

interface SearchRequest {
  /** The engine's query text made of the words (fts-query.ts): never query syntax. */
  match: string;
  /** The search's words, lower case, each letters and digits only. */
  words: readonly string[];
  course: string | null;
  viewerId: string | null;
  limit: number;
}

/** Who may read a library row (the read holds pe, t, c, p): not hidden, author not suspended, no block between. */
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
 * SQLite's rank of a candidate: how often the words occur (as substrings, so a stem's longer forms count), in the
 * title ten times over, the prompt five, the text once, per 1,000 characters of text. Like PostgreSQL's ts_rank it
 * reads only the row: FTS5's bm25 would count the matches of each word over the whole library first, a cost that
 * grows with a common word's matches.
 */
function termScore(words: readonly string[]): RawBuilder<number> {
  const count = (column: string, word: string) =>
    sql`(length(${sql.ref(column)}) - length(replace(lower(${sql.ref(column)}), ${word}, ''))) / ${sql.lit(word.length)}.0`;
  const weighted = words.map(
    (word) =>
      sql`(10 * ${count('pe.title', word)} + 5 * ${count('pe.prompt', word)} + ${count('pe.body', word)})`,
  );
  return sql<number>`(${sql.join(weighted, sql` + `)}) / (1 + length(pe.body) / 1000.0)`;
}

/**
 * The best matches of the library for `match` (title, prompt and explanation), best first: SQLite's termScore
 * over the candidates FTS5 found (the title weighs most, then the prompt), PostgreSQL's ts_rank over the generated
 * `search` vector; ties by helpful marks. One function for both engines.
 */
export async function searchLibrary(db: Db, request: SearchRequest): Promise<LibraryRow[]> {
  const { match, words, course, viewerId, limit } = request;
  if (isPostgres(db)) {
    const inCourse = course === null ? sql`` : sql`and pe.course = ${course}`;
    // The candidates come from the GIN index alone (a LIMIT keeps the subquery apart); each is then checked by
    // primary-key probes (library-reads.sql.ts).
    const { rows } = await sql<LibraryRow & { score: number }>`select pe.*, p.display_name, p.handle,
        p.public_profile, p.hidden_at as profile_hidden_at
      from (
        select pe.teachback_id, pe.author_id, pe.course, pe.item, pe.title, pe.prompt, pe.body, pe.stars,
          pe.helpful, pe.published_at, ts_rank(pe.search, query) as score
        from published_explanations pe, websearch_to_tsquery('english', ${match}) query
        where pe.search @@ query ${inCourse}
        limit ${sql.lit(CANDIDATES)}) pe
      ${LATERAL_PROBES}
      where ${readable(viewerId)}
      order by pe.score desc, pe.helpful desc, pe.teachback_id
      limit ${sql.lit(limit)}`.execute(db);
    return rows;
  }
  // `+pe.course`: the course narrows the matches; it must not lead the plan away from the full-text index.
  const inCourse = course === null ? sql`` : sql`and +pe.course = ${course}`;
  const { rows } = await sql<LibraryRow & { score: number }>`select * from (
      select ${COLUMNS}, ${termScore(words)} as score
      from published_explanations_fts
      join published_explanations pe on pe.rowid = published_explanations_fts.rowid
      ${JOINS}
      where published_explanations_fts match ${match} and ${readable(viewerId)} ${inCourse}
      order by published_explanations_fts.rowid desc
      limit ${sql.lit(CANDIDATES)}) candidates
    order by score desc, helpful desc, teachback_id
    limit ${sql.lit(limit)}`.execute(db);
  return rows;
}
