import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { CHALLENGE_LEVELS, OPEN_TO_TEACH_MESSAGES, type OpenChallengesResponse } from '@teachloop/shared';
import { Inbox } from 'lucide-react';
import { LoadFailure } from '../../../components/common/load-failure';
import { LoadMore } from '../../../components/common/load-more';
import { EmptyState } from '../../../components/ui/empty-state';
import { SearchField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/page';
import { SelectField } from '../../../components/ui/select-field';
import { loadErrorText } from '../../../lib/error-text';
import { oneOf, useSearchBox, useUrlParams } from '../../../lib/url-params';
import { useOpenChallenges } from '../api/open-challenges';
import { OpenChallengeRow } from './open-challenge-row';

const LEVEL_OPTIONS = ['All', ...CHALLENGE_LEVELS] as const;
const OPEN_EMPTY_TEXT = 'No challenges are waiting for a teacher right now.';

/** Challenges open to teach, newest first: topic search (?q=) and level (?level=) live in the address. */
export function OpenChallengeList({ signedIn }: { signedIn: boolean }) {
  const { params, update } = useUrlParams();
  const { search, setSearch, q } = useSearchBox();
  const level = oneOf(LEVEL_OPTIONS, params.get('level'), 'All');
  const query = useOpenChallenges({ topic: q, level: level === 'All' ? undefined : level });

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <SearchField
          label="Search by topic"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="e.g. Algebra"
        />
        <SelectField
          label="Level"
          options={LEVEL_OPTIONS}
          value={level}
          onChange={(event) => update({ level: event.target.value === 'All' ? null : event.target.value })}
        />
      </div>
      <OpenChallengeResults query={query} signedIn={signedIn} />
    </div>
  );
}

/**
 * A page-by-page list of challenges open to teach with Accept on each, its loading, failure and empty states,
 * and 'Load more': the 'Open to teach' view and the course pages show the same.
 */
export function OpenChallengeResults({
  query,
  signedIn,
  emptyText = OPEN_EMPTY_TEXT,
}: {
  query: UseInfiniteQueryResult<InfiniteData<OpenChallengesResponse>>;
  signedIn: boolean;
  emptyText?: string;
}) {
  if (query.isPending) return <Spinner label="Loading open challenges…" />;
  if (query.isError) {
    return (
      <LoadFailure
        message={loadErrorText(query.error, OPEN_TO_TEACH_MESSAGES.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const shown = query.data.pages.flatMap((page) => page.challenges);
  if (shown.length === 0) return <EmptyState icon={Inbox}>{emptyText}</EmptyState>;
  return (
    <>
      <ul className="flex flex-col divide-y divide-line">
        {shown.map((challenge) => (
          <OpenChallengeRow key={challenge.id} challenge={challenge} signedIn={signedIn} />
        ))}
      </ul>
      <LoadMore query={query} loaded={shown.length} />
    </>
  );
}
