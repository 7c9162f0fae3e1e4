import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '@teachloop/shared';
import { Trophy } from 'lucide-react';
import { LoadFailure } from '../../../components/common/load-failure';
import { PageHeading } from '../../../components/common/page-heading';
import { cn } from '../../../components/ui/cn';
import { SearchField } from '../../../components/ui/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { EmptyState } from '../../../components/ui/empty-state';
import { loadErrorText } from '../../../lib/error-text';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { useLeaderboard } from '../api/get-leaderboard';
import { useLeaderboardParams } from '../hooks/use-leaderboard-params';
import { LEADERBOARD_TEXTS as T } from '../leaderboard-texts';
import { localWeekStart } from '../week-start';
import { LeaderboardPagination } from './leaderboard-pagination';
import { LeaderboardSkeleton } from './leaderboard-skeleton';
import { LeaderboardTable } from './leaderboard-table';

/**
 * /leaderboard, open to anyone: period tabs, search, a sortable table with medals for the top 3, paging by 50,
 * and for a signed-in visitor their own row ('You'), pinned underneath when it is on another page.
 */
export function LeaderboardScreen() {
  const { params, search, setSearch, setPeriod, toggleSort, setPage } = useLeaderboardParams();
  const board = useLeaderboard(params);

  return (
    <>
      <PageHeading title={T.title} lead={`${T.lead} ${T.resets(localWeekStart())}`} />
      <Tabs value={params.period} onValueChange={(value) => setPeriod(value as LeaderboardPeriod)}>
        <TabsList aria-label="Period">
          {LEADERBOARD_PERIODS.map((period) => (
            <TabsTrigger key={period} value={period}>
              <span className="text-sm font-semibold text-fg sm:text-base">{T.tabs[period]}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        {LEADERBOARD_PERIODS.map((period) => (
          <TabsContent
            key={period}
            value={period}
            className="focus-visible:outline-2 focus-visible:outline-ring"
          >
            <div className="mb-4 max-w-md">
              <SearchField
                label={T.searchLabel}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={T.searchPlaceholder}
                maxLength={100}
              />
            </div>
            {board.isPending ? (
              <LeaderboardSkeleton />
            ) : board.isError ? (
              <LoadFailure
                message={loadErrorText(board.error, LOAD_FAILED_TEXTS.leaderboard)}
                onRetry={() => void board.refetch()}
              />
            ) : board.data.entries.length === 0 && !board.data.me ? (
              <EmptyState icon={Trophy}>{params.q ? T.noMatch(params.q) : T.empty[period]}</EmptyState>
            ) : (
              <div className={cn(board.isPlaceholderData ? 'opacity-60 transition-opacity' : null)}>
                {board.data.entries.length === 0 ? (
                  <p className="mb-3 text-sm text-muted">
                    {params.q ? T.noMatch(params.q) : T.empty[period]}
                  </p>
                ) : null}
                <LeaderboardTable
                  entries={board.data.entries}
                  me={board.data.me}
                  meHidden={board.data.meHidden === true}
                  sort={params.sort}
                  dir={params.dir}
                  onSort={toggleSort}
                  caption={`${T.title}: ${T.tabs[period]}`}
                />
                <LeaderboardPagination
                  page={params.page}
                  total={board.data.total}
                  shown={board.data.entries.length}
                  onPage={setPage}
                />
              </div>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
