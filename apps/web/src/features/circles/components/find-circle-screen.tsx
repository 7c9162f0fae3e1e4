import { CIRCLE_MESSAGES } from '@teachloop/shared';
import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { LoadFailure } from '../../../components/common/load-failure';
import { PageHeading } from '../../../components/common/page-heading';
import { Button } from '../../../components/ui/button';
import { SearchField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/page';
import { EmptyState } from '../../../components/ui/empty-state';
import { loadErrorText } from '../../../lib/error-text';
import { useCircles } from '../api/list-circles';
import { CIRCLE_TEXTS } from '../circle-texts';
import { useCircleFilters } from '../hooks/use-circle-filters';
import { CircleCard } from './circle-card';
import { CircleNoticeRegion } from './circle-notice';
import { CreateCircleDialog } from './create-circle-dialog';
import { currentNotice, type CircleNotice } from './join-button';
import { LevelFilter } from './level-filter';

/** The name of the circle just closed, which a circle's page hands this one in history state. */
function closedCircleOf(state: unknown): string | undefined {
  const closed = (state as { closed?: unknown } | null)?.closed;
  return typeof closed === 'string' ? closed : undefined;
}

/** /circles, 'Find a Circle': search, level filter, result count and cards, with 'Create a circle'. */
export function FindCircleScreen() {
  const { search, setSearch, q, level, setLevel } = useCircleFilters();
  const circles = useCircles({ q, level: level === 'All' ? '' : level });
  const closed = closedCircleOf(useLocation().state);
  const [notice, setNotice] = useState<CircleNotice | null>(
    closed === undefined ? null : { tone: 'success', text: CIRCLE_TEXTS.closed(closed) },
  );
  const first = circles.data?.pages[0];
  const shown = circles.data?.pages.flatMap((page) => page.circles) ?? [];

  return (
    <>
      <PageHeading
        back={{ to: '/dashboard', label: 'Back to dashboard' }}
        title={CIRCLE_MESSAGES.pageTitle}
        lead={CIRCLE_TEXTS.lead}
        actions={<CreateCircleDialog />}
      />
      <CircleNoticeRegion
        notice={currentNotice(notice, (id) => shown.find((circle) => circle.id === id)?.membership)}
        className="mb-6"
      />
      <div className="mb-6 grid gap-5 rounded-card border border-line bg-surface p-5 shadow-sm lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
        <SearchField
          label={CIRCLE_TEXTS.searchLabel}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={CIRCLE_TEXTS.searchPlaceholder}
          maxLength={100}
        />
        <LevelFilter value={level} onChange={setLevel} />
      </div>
      <p aria-live="polite" className="mb-4 text-sm font-medium text-muted">
        {first ? CIRCLE_TEXTS.count(first.count, first.countCapped) : ''}
      </p>
      {circles.isPending ? (
        <Spinner label={CIRCLE_TEXTS.loading} />
      ) : circles.isError ? (
        <LoadFailure
          message={loadErrorText(circles.error, CIRCLE_MESSAGES.loadFailed)}
          onRetry={() => void circles.refetch()}
        />
      ) : shown.length === 0 ? (
        <EmptyState icon={UsersRound}>{CIRCLE_MESSAGES.empty}</EmptyState>
      ) : (
        <>
          <h2 className="sr-only">Circles</h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((circle) => (
              <CircleCard key={circle.id} circle={circle} onNotice={setNotice} />
            ))}
          </ul>
          {circles.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="secondary"
                disabled={circles.isFetchingNextPage}
                onClick={() => void circles.fetchNextPage()}
              >
                {circles.isFetchingNextPage ? CIRCLE_TEXTS.loading : CIRCLE_TEXTS.loadMore}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
