import { ACTIVITY_MESSAGES, ACTIVITY_QUERY_LIMITS } from '@teachloop/shared';
import { History } from 'lucide-react';
import { useId } from 'react';
import { LoadFailure } from '../../../components/common/load-failure';
import { PageHeading } from '../../../components/common/page-heading';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SearchField } from '../../../components/ui/field';
import { EmptyState } from '../../../components/ui/empty-state';
import { loadErrorText } from '../../../lib/error-text';
import { useNow } from '../../../lib/use-now';
import { useActivityTimeline } from '../api/list-activity';
import { ACTIVITY_TEXTS } from '../activity-texts';
import { useActivityFilters } from '../hooks/use-activity-filters';
import { ActivityItem } from './activity-item';
import { ActivitySkeleton } from './activity-skeleton';
import { TypeFilter } from './type-filter';

/** /activity: the user's own timeline, newest first, with the type filter, search and 'Load more'. */
export function ActivityTimeline() {
  const { search, setSearch, q, type, setType } = useActivityFilters();
  const timeline = useActivityTimeline({ type, q });
  const now = useNow(timeline.dataUpdatedAt);
  const entries = timeline.data?.pages.flatMap((page) => page.activity) ?? [];
  const filtered = type !== 'All' || q !== '';
  const listId = useId();

  return (
    <>
      <PageHeading
        back={{ to: '/dashboard', label: 'Back to dashboard' }}
        title={ACTIVITY_MESSAGES.pageTitle}
        lead={ACTIVITY_TEXTS.lead}
      />
      <div className="mb-6 grid gap-5 rounded-card border border-line bg-surface p-5 shadow-sm lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
        <SearchField
          label={ACTIVITY_TEXTS.searchLabel}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={ACTIVITY_TEXTS.searchPlaceholder}
          maxLength={ACTIVITY_QUERY_LIMITS.search}
        />
        <TypeFilter value={type} onChange={setType} />
      </div>
      <Card className="p-5">
        <h2 id={listId} className="sr-only">
          {ACTIVITY_TEXTS.listHeading}
        </h2>
        {timeline.isPending ? (
          <ActivitySkeleton />
        ) : timeline.isError && entries.length === 0 ? (
          <LoadFailure
            message={loadErrorText(timeline.error, ACTIVITY_MESSAGES.loadFailed)}
            onRetry={() => void timeline.refetch()}
          />
        ) : entries.length === 0 ? (
          <EmptyState icon={History} framed={false}>
            {filtered ? ACTIVITY_MESSAGES.noMatches : ACTIVITY_MESSAGES.empty}
          </EmptyState>
        ) : (
          <>
            <ul aria-labelledby={listId} className="flex flex-col divide-y divide-line">
              {entries.map((entry) => (
                <ActivityItem key={entry.id} entry={entry} now={now} />
              ))}
            </ul>
            {timeline.isFetchNextPageError ? (
              <div className="mt-4">
                <LoadFailure
                  message={loadErrorText(timeline.error, ACTIVITY_MESSAGES.loadFailed)}
                  onRetry={() => void timeline.fetchNextPage()}
                />
              </div>
            ) : null}
            {timeline.hasNextPage && !timeline.isFetchNextPageError ? (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="secondary"
                  disabled={timeline.isFetchingNextPage}
                  onClick={() => void timeline.fetchNextPage()}
                >
                  {timeline.isFetchingNextPage ? ACTIVITY_MESSAGES.loadingMore : ACTIVITY_MESSAGES.loadMore}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </Card>
    </>
  );
}
