import type { LeaderboardPeriod } from '@teachloop/shared';
import { formatNumber } from '../../lib/format-number';

/** The leaderboard page's own words (the spec names the tabs, 'You' and the error text). */
export const LEADERBOARD_TEXTS = {
  title: 'Leaderboard',
  lead: 'Who is earning the most XP. Weeks start on Monday and months on the 1st, at 00:00 UTC, the same for everyone.',
  tabs: { week: 'This week', month: 'This month', all: 'All time' } satisfies Record<
    LeaderboardPeriod,
    string
  >,
  searchLabel: 'Search by name or XP',
  searchPlaceholder: 'A name, or an XP total such as 120',
  loading: 'Loading leaderboard…',
  you: 'You',
  yourRank: 'Your rank',
  empty: {
    week: 'No one has earned XP this week yet.',
    month: 'No one has earned XP this month yet.',
    all: 'No one has earned XP yet.',
  } satisfies Record<LeaderboardPeriod, string>,
  noMatch: (q: string) => `No one on this board matches “${q}”.`,
  showing: (first: number, last: number, total: number) =>
    `Showing ${first}–${last} of ${formatNumber(total)}`,
  /** After the number: ' day' or ' days' (read out on phones, where only the number shows). */
  streakUnit: (days: number) => (days === 1 ? ' day' : ' days'),
};
