import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SearchField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/page';
import { loadErrorText } from '../../../lib/error-text';
import { LoadFailure } from '../../../components/common/load-failure';
import { byDueDate } from '../../../lib/due-text';
import { useNow } from '../../../lib/use-now';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { LoadMore } from '../../../components/common/load-more';
import { loadedItems } from '../../../lib/paged-list';
import { useChallengePages } from '../api/challenges-api';
import { CHALLENGE_TEXTS } from '../challenge-texts';
import { ChallengeCard } from './challenge-card';
import { matchesChallenge } from './challenge-search';

/**
 * The user's own challenges, soonest due first, page by page ('Load more'), with the spec's search over their
 * fields. The search filters the challenges loaded so far (it matches words anywhere in six fields, which no
 * index serves), and says so while the server holds more.
 */
export function ChallengeList() {
  const query = useChallengePages();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const now = useNow(query.dataUpdatedAt);

  if (query.isPending) return <Spinner label="Loading your challenges…" />;
  if (query.isError) {
    return (
      <LoadFailure
        message={loadErrorText(query.error, LOAD_FAILED_TEXTS.challenges)}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const all = byDueDate(loadedItems(query.data));
  const more = query.hasNextPage;
  if (all.length === 0) {
    return (
      <Card className="flex flex-col items-start gap-4">
        <p className="text-muted">{CHALLENGE_TEXTS.empty}</p>
        <ButtonLink to="/challenges/create">
          <Plus aria-hidden className="size-4" />
          Create challenge
        </ButtonLink>
      </Card>
    );
  }

  const shown = all.filter((challenge) => matchesChallenge(challenge, deferredSearch));
  return (
    <div className="flex flex-col gap-4">
      <SearchField
        label="Search challenges"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Title, topic, level, status, author or tag"
      />
      <p role="status" className="text-sm text-muted">
        {shown.length === 0
          ? CHALLENGE_TEXTS.noMatch(deferredSearch.trim())
          : CHALLENGE_TEXTS.count(shown.length, all.length, more)}
      </p>
      <ul className="flex flex-col gap-3">
        {shown.map((challenge) => (
          <li key={challenge.id}>
            <ChallengeCard challenge={challenge} now={now} />
          </li>
        ))}
      </ul>
      <LoadMore query={query} loaded={all.length} searching={deferredSearch.trim() !== ''} />
    </div>
  );
}
