import { BLOCK_TEXTS as T, type BlockedUser } from '@teachloop/shared';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { LoadFailure } from '../../../components/common/load-failure';
import { LoadMore } from '../../../components/common/load-more';
import { Avatar, initialOfName } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/page';
import { SectionCard } from '../../../components/ui/section-card';
import { loadErrorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { useBlockedPeople, useUnblockPerson } from '../api/blocks';

/** Settings' 'Blocked people': everyone I blocked, newest first, each with 'Unblock'. */
export function BlockedPeopleSection() {
  const list = useBlockedPeople();
  const unblock = useUnblockPerson();
  const [status, setStatus] = useState('');
  const people = list.data?.pages.flatMap((page) => page.blocked) ?? [];
  const unblockPerson = (person: BlockedUser) => {
    setStatus('');
    unblock.mutate(person.userId, {
      onSuccess: () => setStatus(T.unblocked(person.name)),
      onError: () => setStatus(T.failed),
    });
  };
  return (
    <SectionCard title={T.settingsTitle} icon={Ban} cardClassName="gap-4 p-5 sm:p-6">
      <p className="text-sm text-muted">{T.settingsIntro}</p>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadFailure message={loadErrorText(list.error, T.loadFailed)} onRetry={() => void list.refetch()} />
      ) : people.length === 0 ? (
        <p className="text-sm text-muted">{T.empty}</p>
      ) : (
        <ul aria-label={T.settingsTitle} className="flex flex-col divide-y divide-line">
          {people.map((person) => (
            <li key={person.userId} className="flex items-center gap-3 py-3">
              <Avatar
                photoURL={person.photoUrl}
                initial={initialOfName(person.name)}
                seed={person.userId}
                small
                className="size-9 text-sm font-semibold ring-1 ring-line"
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium wrap-anywhere text-fg">{person.name}</p>
                <p className="text-sm text-muted">{T.blockedSince(formatDate(person.blockedAt))}</p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`${T.unblock} ${person.name}`}
                disabled={unblock.isPending && unblock.variables === person.userId}
                onClick={() => unblockPerson(person)}
              >
                {T.unblock}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={list} loaded={people.length} />
      <p role="status" className="text-sm text-muted">
        {status}
      </p>
    </SectionCard>
  );
}
