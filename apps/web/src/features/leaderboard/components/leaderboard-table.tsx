import type { LeaderboardDir, LeaderboardEntry, LeaderboardSort } from '@teachloop/shared';
import { LEADERBOARD_TEXTS as T } from '../leaderboard-texts';
import { LeaderboardRow } from './leaderboard-row';
import { SortHeader } from './sort-header';

/**
 * The board as a table: sortable XP and Streak columns, the page's rows, and the viewer's own row pinned
 * underneath (under 'Your rank') when it is not on this page.
 */
export function LeaderboardTable({
  entries,
  me,
  meHidden = false,
  sort,
  dir,
  onSort,
  caption,
}: {
  entries: readonly LeaderboardEntry[];
  me: LeaderboardEntry | null;
  /** The viewer hid themself from leaderboards: their pinned row says only they see it. */
  meHidden?: boolean;
  sort: LeaderboardSort;
  dir: LeaderboardDir;
  onSort: (sort: LeaderboardSort) => void;
  caption: string;
}) {
  const pinned = me && !entries.some((entry) => entry.you) ? me : null;
  return (
    <div className="overflow-hidden rounded-card border border-line bg-surface shadow-sm">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-13 sm:w-20" />
          <col />
          <col className="w-20 sm:w-32" />
          <col className="w-24 sm:w-32" />
        </colgroup>
        <thead className="bg-surface-2">
          <tr>
            <th
              scope="col"
              className="py-2 pl-3 text-left text-xs font-semibold tracking-wide text-muted uppercase sm:pl-4"
            >
              <span aria-hidden className="sm:hidden">
                #
              </span>
              <span className="max-sm:sr-only">Rank</span>
            </th>
            <th
              scope="col"
              className="py-2 text-left text-xs font-semibold tracking-wide text-muted uppercase"
            >
              Learner
            </th>
            <SortHeader sort="xp" label="XP" active={sort} dir={dir} onSort={onSort} />
            <SortHeader
              sort="streak"
              label="Streak"
              active={sort}
              dir={dir}
              onSort={onSort}
              className="pr-2"
            />
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <LeaderboardRow key={entry.userId} entry={entry} />
          ))}
        </tbody>
        {pinned ? (
          <tbody aria-label={T.yourRank} className="border-t-4 border-line">
            <tr>
              <th
                scope="rowgroup"
                colSpan={4}
                className="bg-surface-2 px-3 py-1.5 text-left text-xs font-semibold tracking-wide text-muted uppercase sm:px-4"
              >
                {T.yourRank}
              </th>
            </tr>
            <LeaderboardRow entry={pinned} onlyYou={meHidden} />
          </tbody>
        ) : null}
      </table>
    </div>
  );
}
