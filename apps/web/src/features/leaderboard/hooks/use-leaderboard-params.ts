import {
  LEADERBOARD_DIRS,
  LEADERBOARD_LIMITS,
  LEADERBOARD_PERIODS,
  LEADERBOARD_SORTS,
  type LeaderboardPeriod,
  type LeaderboardSort,
} from '@teachloop/shared';
import { useEffect, useRef } from 'react';
import { oneOf, useSearchBox, useUrlParams } from '../../../lib/url-params';
import { LEADERBOARD_PAGE_SIZE, type LeaderboardParams } from '../api/get-leaderboard';

const MAX_PAGE = Math.floor(LEADERBOARD_LIMITS.maxOffset / LEADERBOARD_PAGE_SIZE) + 1;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/**
 * The board's state lives in the address (?period=&sort=&dir=&q=&page=), so Back, a reload and a shared link
 * show the same board; unknown values fall back to the defaults (this week, XP, most first, page 1). Tabs, sort
 * and paging push a history entry; typing in the search replaces it, after a short pause.
 */
export function useLeaderboardParams() {
  const { params: searchParams, update } = useUrlParams();
  const { search, setSearch, q } = useSearchBox({ alsoClear: ['page'] });
  const params: LeaderboardParams = {
    period: oneOf(LEADERBOARD_PERIODS, searchParams.get('period'), 'week'),
    sort: oneOf(LEADERBOARD_SORTS, searchParams.get('sort'), 'xp'),
    dir: oneOf(LEADERBOARD_DIRS, searchParams.get('dir'), 'desc'),
    q: q.slice(0, LEADERBOARD_LIMITS.maxSearch),
    page: pageFrom(searchParams.get('page')),
  };

  // The period last asked for: the second report of one click (before the address has changed) is ignored.
  const shownPeriod = useRef(params.period);
  useEffect(() => {
    shownPeriod.current = params.period;
  }, [params.period]);

  return {
    params,
    search,
    setSearch,
    /** Radix tabs report a change on click and again on focus: only a different period adds a history entry. */
    setPeriod: (period: LeaderboardPeriod) => {
      if (period === shownPeriod.current) return;
      shownPeriod.current = period;
      update({ period: period === 'week' ? null : period, page: null });
    },
    /** The active sort flips its direction; another sort starts most first. */
    toggleSort: (sort: LeaderboardSort) => {
      const dir = sort === params.sort && params.dir === 'desc' ? 'asc' : 'desc';
      update({ sort: sort === 'xp' ? null : sort, dir: dir === 'desc' ? null : dir, page: null });
    },
    setPage: (page: number) => update({ page: page <= 1 ? null : String(page) }),
  };
}
