import { pluralNoun } from '@teachloop/shared';

import type { LeaderboardPeriod } from '@teachloop/shared';
import { formatNumber } from '../../lib/format-number';

/** The leaderboard page's own words (the spec names the tabs, 'You' and the error text). */
export const LEADERBOARD_TEXTS = {
  title: 'Leaderboard',
  lead: 'Earn XP by teaching back and reviewing, and climb the board.',
  /** When the boards start over, said in the reader's own clock (the server counts from Monday 00:00 UTC). */
  resets: (weekStart: string) =>
    `A new week starts every Monday (${weekStart} your time) and a new month on the 1st.`,
  tabs: { week: 'This week', month: 'This month', all: 'All time' } satisfies Record<
    LeaderboardPeriod,
    string
  >,
  searchLabel: 'Search by name or XP',
  searchPlaceholder: 'A name, or an XP total such as 120',
  loading: 'Loading leaderboard…',
  you: 'You',
  yourRank: 'Your rank',
  /** Beside the viewer's row when they turned 'Show me on leaderboards' off. */
  onlyYou: 'Only you can see this.',
  empty: {
    week: 'No one has earned XP this week yet.',
    month: 'No one has earned XP this month yet.',
    all: 'No one has earned XP yet.',
  } satisfies Record<LeaderboardPeriod, string>,
  noMatch: (q: string) => `No one on this board matches “${q}”.`,
  showing: (first: number, last: number, total: number) =>
    `Showing ${first}–${last} of ${formatNumber(total)}`,
  /** After the number: ' day' or ' days' (read out on phones, where only the number shows). */
  streakUnit: (days: number) => ` ${pluralNoun(days, 'day')}`,
};
