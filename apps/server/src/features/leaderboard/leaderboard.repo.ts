import type { LeaderboardDir, LeaderboardSort } from '@teachloop/shared';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { containsPattern, lowerContains } from '../../db/contains';
import type { Db } from '../../db/database';
import { activeAccount, suspendedAccount } from '../moderation/visibility.sql';

/** One user's row on a board, before names and `you` are applied. */
export interface BoardRow {
  rank: number;
  userId: string;
  displayName: string | null;
  photoUrl: string | null;
  xp: number;
  streak: number;
}

export interface BoardQuery {
  /** The period's key in xp_period_totals (shared xp/periods.ts). Null: all time, from profiles.xp. */
  period: string | null;
  /**
   * The days a stored streak must have been extended on (or after) to still be current today, for 0, 1 and 2
   * freezes held: yesterday, the day before, three days ago (see liveStreakCutoffs).
   */
  streakCutoffs: readonly [string, string, string];
  sort: LeaderboardSort;
  dir: LeaderboardDir;
  /** Names containing `name`; with `xp` (a query of digits), also rows with exactly that XP. */
  search: { name: string; xp?: number } | null;
}

/**
 * The stored streak as seen today (shared `streakOn`, in SQL): kept while the missed days since its last day are
 * covered by the freezes held, else 0. 'YYYY-MM-DD' strings compare in calendar order on both engines.
 */
function liveStreak([yesterday, twoDaysAgo, threeDaysAgo]: BoardQuery['streakCutoffs']): RawBuilder<number> {
  return sql<number>`case
    when p.streak_last_day >= ${yesterday} then p.streak
    when p.streak_last_day >= ${twoDaysAgo} and p.streak_freezes >= 1 then p.streak
    when p.streak_last_day >= ${threeDaysAgo} and p.streak_freezes >= 2 then p.streak
    else 0 end`;
}

/**
 * Suspended accounts are off every board while suspended (nothing about their XP changes): the
 * listed rows are read in index order as before, and the suspended among them are subtracted from each count
 * through the small partial index profiles_suspended_listed_xp (migration 038).
 */
function suspendedListed(alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${suspendedAccount(alias)} and ${sql.ref(`${alias}.listed`)} = 1`;
}

/** The listed suspended users with more than `than` XP in the period. */
function suspendedInPeriod(period: string, than: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(select count(*) from profiles suspended_user
    inner join xp_period_totals st on st.period = ${period} and st.user_id = suspended_user.id
    where ${suspendedListed('suspended_user')} and st.listed = 1 and st.xp > ${than})`;
}

/**
 * Where a board's XP comes from: all time, the profiles' running totals through their (xp, id) index; a week or
 * month, the period's totals through xp_period_totals' (period, xp, user_id) index. Either way a page is read in
 * index order, a rank is an index range count of the users ahead, and the board's size without a search is an
 * index-only count.
 */
function xpSource(query: BoardQuery) {
  if (query.period === null) {
    return {
      rows: sql`profiles p`,
      xp: sql.ref('p.xp'),
      id: sql.ref('p.id'),
      listed: sql.ref('p.listed'),
      earned: sql`p.xp > 0`,
      ahead: sql`((select count(*) from profiles better where better.listed = 1 and better.xp > p.xp)
        - (select count(*) from profiles better where ${suspendedListed('better')} and better.xp > p.xp))`,
      everyone: sql<Counted>`select (select count(*) from profiles p where p.listed = 1 and p.xp > 0)
        - (select count(*) from profiles p where ${suspendedListed('p')} and p.xp > 0) as total`,
    };
  }
  return {
    rows: sql`xp_period_totals t inner join profiles p on p.id = t.user_id`,
    xp: sql.ref('t.xp'),
    id: sql.ref('t.user_id'),
    listed: sql.ref('t.listed'),
    earned: sql`t.period = ${query.period} and t.xp > 0`,
    ahead: sql`((select count(*) from xp_period_totals better
      where better.period = ${query.period} and better.listed = 1 and better.xp > t.xp)
      - ${suspendedInPeriod(query.period, sql`t.xp`)})`,
    everyone: sql<Counted>`select (select count(*) from xp_period_totals t
      where t.period = ${query.period} and t.listed = 1 and t.xp > 0)
      - ${suspendedInPeriod(query.period, sql`0`)} as total`,
  };
}

/**
 * Who is on the board: those who earned XP in it and show on leaderboards; `self` (the viewer) too when given,
 * so a viewer hidden from others still sees their own row and rank among the listed.
 */
function onBoard(source: ReturnType<typeof xpSource>, self?: string): RawBuilder<unknown> {
  const listed = sql`${source.listed} = 1 and ${activeAccount('p')}`;
  const shown = self === undefined ? listed : sql`((${listed}) or ${source.id} = ${self})`;
  return sql`${shown} and ${source.earned}`;
}

/**
 * Every user on the board with their XP in the period and their current streak; users with no XP in the period
 * are not on it. Only the streak sort ranks the whole board (the window below): the current streak depends on
 * today, so it has no index, and that sort reads every row of the board (documented in
 * docs/decisions/008-leaderboard.md). XP sorts never do: see listXpPage.
 */
function board(query: BoardQuery, self?: string): RawBuilder<unknown> {
  const source = xpSource(query);
  return sql`select p.id as user_id, p.display_name as display_name, p.photo_url as photo_url, ${source.xp} as xp,
      ${liveStreak(query.streakCutoffs)} as streak
    from ${source.rows} where ${onBoard(source, self)}`;
}

/** The board with each row's overall rank: 1 + users with strictly more of the sorted value (ties share). */
function ranked(query: BoardQuery, self?: string): RawBuilder<unknown> {
  const value = sql.raw(query.sort === 'streak' ? 'b.streak' : 'b.xp');
  return sql`select b.user_id, b.display_name, b.photo_url, b.xp, b.streak, rank() over (order by ${value} desc) as rank
    from (${board(query, self)}) b`;
}

/** The search, applied after ranking so a found row keeps its overall rank; the fallback name is searched too. */
function matches(
  search: BoardQuery['search'],
  columns = { xp: sql.ref('r.xp'), name: sql.ref('r.display_name'), id: sql.ref('r.user_id') },
): Expression<SqlBool> {
  if (search === null) return sql<SqlBool>`1 = 1`;
  const shownName = sql`case when trim(coalesce(${columns.name}, '')) = '' then substr(${columns.id}, 1, 6)
    else ${columns.name} end`;
  const name = lowerContains(shownName, containsPattern(search.name));
  return search.xp === undefined ? name : sql`(${columns.xp} = ${search.xp} or ${name})`;
}

interface Counted {
  total: number;
}

interface RawRow {
  user_id: string;
  display_name: string | null;
  photo_url: string | null;
  xp: number;
  streak: number;
  rank: number;
}

function toBoardRow(row: RawRow): BoardRow {
  return {
    rank: row.rank,
    userId: row.user_id,
    displayName: row.display_name,
    photoUrl: row.photo_url,
    xp: row.xp,
    streak: row.streak,
  };
}

/**
 * One page of an XP board straight from its index (xpSource): the page is read in index order and each row's
 * rank counts the users with more XP from the same index, so the cost grows with the page and the ranks on it,
 * not with everyone on the board.
 */
async function listXpPage(
  db: Db,
  query: BoardQuery,
  page: { limit: number; offset: number },
): Promise<BoardRow[]> {
  const source = xpSource(query);
  const direction = sql.raw(query.dir === 'asc' ? 'asc' : 'desc');
  const columns = { xp: source.xp, name: sql.ref('p.display_name'), id: sql.ref('p.id') };
  const rows = await sql<RawRow>`select p.id as user_id, p.display_name, p.photo_url, ${source.xp} as xp,
      ${liveStreak(query.streakCutoffs)} as streak, ${source.ahead} + 1 as rank
    from ${source.rows} where ${onBoard(source)} and ${matches(query.search, columns)}
    order by ${source.xp} ${direction}, ${source.id} ${direction}
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return rows.rows.map(toBoardRow);
}

/** One page of the board in the chosen order (ties by user id, the same way, so pages never overlap). */
export async function listBoardPage(
  db: Db,
  query: BoardQuery,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: BoardRow[] }> {
  const counted = await (
    query.search === null
      ? xpSource(query).everyone
      : sql<Counted>`with r as (${board(query)}) select count(*) as total from r where ${matches(query.search)}`
  ).execute(db);
  const total = counted.rows[0]?.total ?? 0;
  if (query.sort === 'xp') return { total, rows: await listXpPage(db, query, page) };
  const value = sql.raw(query.sort === 'streak' ? 'r.streak' : 'r.xp');
  const direction = sql.raw(query.dir === 'asc' ? 'asc' : 'desc');
  const rows = await sql<RawRow>`with r as (${ranked(query)})
    select r.user_id, r.display_name, r.photo_url, r.xp, r.streak, r.rank from r where ${matches(query.search)}
    order by ${value} ${direction}, r.user_id ${direction} limit ${page.limit} offset ${page.offset}`.execute(
    db,
  );
  return { total, rows: rows.rows.map(toBoardRow) };
}

/**
 * The viewer's own row with its overall rank among the listed (regardless of the search and of their own
 * 'show me on leaderboards' switch), or undefined when they earned nothing in the period.
 */
export async function findBoardRow(db: Db, query: BoardQuery, userId: string): Promise<BoardRow | undefined> {
  const source = xpSource(query);
  const result =
    query.sort === 'xp'
      ? // One index range count of the users ahead, not a ranking of everyone.
        await sql<RawRow>`select p.id as user_id, p.display_name, p.photo_url, ${source.xp} as xp,
            ${liveStreak(query.streakCutoffs)} as streak, ${source.ahead} + 1 as rank
          from ${source.rows} where ${source.earned} and ${source.id} = ${userId}`.execute(db)
      : await sql<RawRow>`with r as (${ranked(query, userId)})
          select r.user_id, r.display_name, r.photo_url, r.xp, r.streak, r.rank from r where r.user_id = ${userId}`.execute(
          db,
        );
  const row = result.rows[0];
  return row ? toBoardRow(row) : undefined;
}

/** Whether the user shows on leaderboards ('Show me on leaderboards'; primary key read). */
export async function isListed(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('profiles').select('listed').where('id', '=', userId).executeTakeFirst();
  return row?.listed !== 0;
}
