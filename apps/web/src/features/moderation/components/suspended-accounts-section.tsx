import type { SuspendedAccount } from '@teachloop/shared';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { LoadFailure } from '../../../components/common/load-failure';
import { LoadMore } from '../../../components/common/load-more';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { mutateThen } from '../../../lib/mutate-then';
import { useLiftSuspension, useSuspensions } from '../api/suspensions';
import { SUSPENSION_TEXTS } from '../suspension-texts';

/** The accounts suspended now, newest first, each with 'Lift'. */
export function SuspendedAccountsSection() {
  const query = useSuspensions();
  const [notice, setNotice] = useState<string | null>(null);
  const accounts = query.data?.pages.flatMap((page) => page.accounts) ?? [];

  return (
    <SectionCard title={SUSPENSION_TEXTS.sectionTitle} icon={UserX} cardClassName="gap-4 p-5 sm:p-6">
      <p role="status" className={notice ? 'text-sm text-muted' : 'sr-only'}>
        {notice}
      </p>
      {query.isError ? (
        <LoadFailure message={SUSPENSION_TEXTS.loadFailed} onRetry={() => void query.refetch()} />
      ) : query.isPending ? null : accounts.length === 0 ? (
        <p className="text-muted">{SUSPENSION_TEXTS.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {accounts.map((account) => (
            <SuspendedAccountRow key={account.userId} account={account} onLifted={setNotice} />
          ))}
        </ul>
      )}
      <LoadMore query={query} loaded={accounts.length} />
    </SectionCard>
  );
}

function SuspendedAccountRow({
  account,
  onLifted,
}: {
  account: SuspendedAccount;
  onLifted: (notice: string) => void;
}) {
  const lift = useLiftSuspension();
  const [failed, setFailed] = useState(false);
  const name = account.name ?? SUSPENSION_TEXTS.unnamed;
  const end =
    account.until === null ? SUSPENSION_TEXTS.forGood : SUSPENSION_TEXTS.until(formatDateTime(account.until));

  const onLift = () => {
    setFailed(false);
    void mutateThen(lift, account.userId, {
      onSuccess: () => onLifted(SUSPENSION_TEXTS.lifted(name)),
      onError: () => setFailed(true),
    });
  };

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium text-fg">{name}</p>
        <p className="text-sm text-muted">
          {SUSPENSION_TEXTS.since(formatDate(account.suspendedAt))}, {end}
        </p>
        <p className="text-sm break-words text-fg">{SUSPENSION_TEXTS.reason(account.reason)}</p>
        {failed ? (
          <p role="alert" className="text-sm text-danger">
            {SUSPENSION_TEXTS.liftFailed}
          </p>
        ) : null}
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={SUSPENSION_TEXTS.liftLabel(name)}
        disabled={lift.isPending}
        onClick={onLift}
      >
        {lift.isPending ? SUSPENSION_TEXTS.lifting : SUSPENSION_TEXTS.lift}
      </Button>
    </li>
  );
}
