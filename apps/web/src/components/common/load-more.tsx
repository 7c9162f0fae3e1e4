import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { PAGED_LIST_TEXTS } from '../../lib/load-texts';
import { Button } from '../ui/button';

type PagedQuery = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
>;

/**
 * Under a list read page by page: 'Load more' while the server holds more. A list searched in the browser says
 * that its search sees only what is loaded (`searching`). The button stays focusable while it loads (marked
 * aria-disabled, not disabled), so the keyboard user stays where they were and the new rows follow above it.
 */
export function LoadMore({
  query,
  loaded,
  searching = false,
}: {
  query: PagedQuery;
  loaded: number;
  searching?: boolean;
}) {
  if (!query.hasNextPage) return null;
  const busy = query.isFetchingNextPage;
  return (
    <div className="flex flex-col items-start gap-2">
      {searching ? <p className="text-sm text-muted">{PAGED_LIST_TEXTS.searchLoadedOnly(loaded)}</p> : null}
      {query.isFetchNextPageError && !busy ? (
        <p role="alert" className="text-sm text-danger">
          {PAGED_LIST_TEXTS.loadMoreFailed}
        </p>
      ) : null}
      <Button
        variant="secondary"
        aria-disabled={busy}
        className="aria-disabled:cursor-wait aria-disabled:opacity-60"
        onClick={() => {
          if (!busy) void query.fetchNextPage();
        }}
      >
        {busy ? PAGED_LIST_TEXTS.loadingMore : PAGED_LIST_TEXTS.loadMore}
      </Button>
    </div>
  );
}
