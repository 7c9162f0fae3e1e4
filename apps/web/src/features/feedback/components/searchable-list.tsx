import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { REVIEW_MESSAGES } from '@teachloop/shared';
import { Inbox } from 'lucide-react';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { LoadFailure } from '../../../components/common/load-failure';
import { LoadMore } from '../../../components/common/load-more';
import { SearchField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/page';
import { EmptyState } from '../../../components/ui/empty-state';
import { loadErrorText } from '../../../lib/error-text';
import { loadedItems, type ListPage } from '../../../lib/paged-list';
import { FEEDBACK_TEXTS } from '../feedback-texts';
import { matchesSearch } from './feedback-search';

/**
 * One tab's rows in their states: loading, failed (with a retry), 'Nothing here yet.', or the rows under a
 * search box that filters them by the fields `searchFields` names. The rows come page by page ('Load more');
 * the search filters the rows loaded so far (it matches words anywhere in free text, which no index serves)
 * and says so under the results while the server holds more.
 */
export function SearchableList<T extends { id: string }>({
  query,
  searchFields,
  placeholder,
  empty,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;
  searchFields: (item: T) => (string | null | undefined)[];
  placeholder: string;
  /** What an empty tab says instead of 'Nothing here yet.': what the tab holds and how something gets there. */
  empty?: ReactNode;
  children: (item: T) => ReactNode;
}) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);

  if (query.isPending) return <Spinner label="Loading feedback…" />;
  if (query.isError) {
    return (
      <LoadFailure
        message={loadErrorText(query.error, REVIEW_MESSAGES.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const all = loadedItems(query.data);
  const more = query.hasNextPage;
  if (all.length === 0) {
    return <EmptyState icon={Inbox}>{empty ?? REVIEW_MESSAGES.empty}</EmptyState>;
  }
  const shown = all.filter((item) => matchesSearch(searchFields(item), deferred));
  return (
    <div className="flex flex-col gap-4">
      <SearchField
        label={FEEDBACK_TEXTS.searchLabel}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={placeholder}
      />
      <p role="status" className="text-sm text-muted">
        {shown.length === 0
          ? FEEDBACK_TEXTS.noMatch(deferred.trim())
          : FEEDBACK_TEXTS.count(shown.length, all.length, more)}
      </p>
      {shown.length > 0 ? <ul className="flex flex-col gap-3">{shown.map(children)}</ul> : null}
      <LoadMore query={query} loaded={all.length} searching={deferred.trim() !== ''} />
    </div>
  );
}
