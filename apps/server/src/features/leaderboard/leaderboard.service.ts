import {
  boardPeriod,
  leaderboardName,
  localDay,
  type LeaderboardDir,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  type LeaderboardResponse,
  type LeaderboardSort,
} from '@teachloop/shared';
import type { Db } from '../../db/database';
import { findBoardRow, isListed, listBoardPage, type BoardQuery, type BoardRow } from './leaderboard.repo';
import { liveStreakCutoffs } from './live-streak';

export interface LeaderboardOptions {
  now: number;
  timeZone: string;
  period: LeaderboardPeriod;
  sort: LeaderboardSort;
  dir: LeaderboardDir;
  q: string | undefined;
  limit: number;
  offset: number;
}

/**
 * A search matches names (and the id fallback name) containing it; one of up to 9 digits also matches that XP
 * exactly, so '120' finds a learner with 120 XP and a fallback name such as '1203ab'.
 */
function searchOf(q: string | undefined): BoardQuery['search'] {
  if (!q) return null;
  return /^\d{1,9}$/.test(q) ? { name: q, xp: Number(q) } : { name: q };
}

/**
 * The leaderboard as the viewer sees it. Periods are shared (Monday or the 1st, 00:00 UTC: periods.ts); streaks are the current
 * streak as of the viewer's today (the same rule as the portfolio, `streakOn`, evaluated in SQL so a streak sort
 * never ranks a lapsed streak above a live one). Ranks are overall ranks, also when a search hides rows;
 * `me` is the viewer's own row wherever it falls (null when signed out or not on this period's board).
 */
export async function getLeaderboard(
  db: Db,
  viewerId: string | null,
  options: LeaderboardOptions,
): Promise<LeaderboardResponse> {
  const period = boardPeriod(options.period, options.now);
  const query: BoardQuery = {
    period: period?.key ?? null,
    streakCutoffs: liveStreakCutoffs(localDay(options.now, options.timeZone)),
    sort: options.sort,
    dir: options.dir,
    search: searchOf(options.q),
  };
  const toEntry = (row: BoardRow): LeaderboardEntry => ({
    rank: row.rank,
    userId: row.userId,
    name: leaderboardName(row.displayName, row.userId),
    photoUrl: row.photoUrl,
    xp: row.xp,
    streak: row.streak,
    you: row.userId === viewerId,
  });
  const { total, rows } = await listBoardPage(db, query, { limit: options.limit, offset: options.offset });
  const own = viewerId ? await findBoardRow(db, query, viewerId) : undefined;
  const hidden = own ? !(await isListed(db, own.userId)) : false;
  return {
    period: options.period,
    since: period?.since ?? null,
    total,
    entries: rows.map(toEntry),
    me: own ? toEntry(own) : null,
    ...(hidden ? { meHidden: true } : {}),
  };
}
