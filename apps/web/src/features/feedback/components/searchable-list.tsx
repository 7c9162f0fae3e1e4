import type { UseQueryResult } from '@tanstack/react-query';
import { REVIEW_MESSAGES } from '@teachloop/shared';
import { Inbox } from 'lucide-react';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { LoadFailure } from '../../../components/common/load-failure';
import { SearchField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/page';
import { loadErrorText } from '../../../lib/error-text';
import { FEEDBACK_TEXTS } from '../feedback-texts';
import { matchesSearch } from './feedback-search';

/**
 * One tab's rows in their states: loading, failed (with a retry), 'Nothing here yet.', or the rows under a
 * search box that filters them by the fields `searchFields` names.
 */
export function SearchableList<T extends { id: string }>({
  query,
  searchFields,
  placeholder,
  children,
}: {
  query: UseQueryResult<T[]>;
  searchFields: (item: T) => (string | null | undefined)[];
  placeholder: string;
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
  const all = query.data;
  if (all.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line px-6 py-12 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-surface-2 text-muted">
          <Inbox aria-hidden className="size-6" />
        </span>
        <p className="font-medium text-fg">{REVIEW_MESSAGES.empty}</p>
      </div>
    );
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
          : FEEDBACK_TEXTS.count(shown.length, all.length)}
      </p>
      {shown.length > 0 ? <ul className="flex flex-col gap-3">{shown.map(children)}</ul> : null}
    </div>
  );
}
