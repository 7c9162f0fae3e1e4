import type { XpLedgerEntry } from '@teachloop/shared';
import { useState } from 'react';
import { LoadFailure } from '../../components/common/load-failure';
import { LoadMore } from '../../components/common/load-more';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { formatDateTime } from '../../lib/format-date';
import { useUserXp } from './api/xp-void';
import { VoidXpForm } from './components/void-xp-form';
import { VOID_XP_TEXTS } from './xp-void-texts';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * 'XP ledger' for one account (a report card renders it for the reported person): a dialog with their XP
 * entries newest first, each with 'Void' and a required reason; a voided entry stays listed with why.
 */
export function VoidXpAction({ userId, name }: { userId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const query = useUserXp(userId, open);
  const [voiding, setVoiding] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const xp = query.data?.pages[0]?.user.xp;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setVoiding(null);
    setNotice(null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={VOID_XP_TEXTS.dialogTitle(name)}
      description={xp === undefined ? undefined : VOID_XP_TEXTS.dialogLead(xp)}
      trigger={
        <Button variant="secondary" size="sm" aria-label={VOID_XP_TEXTS.openLabel(name)}>
          {VOID_XP_TEXTS.open}
        </Button>
      }
    >
      <p role="status" className={notice ? 'mb-3 text-sm text-muted' : 'sr-only'}>
        {notice}
      </p>
      {query.isError ? (
        <LoadFailure message={VOID_XP_TEXTS.loadFailed} onRetry={() => void query.refetch()} />
      ) : query.isPending ? null : entries.length === 0 ? (
        <p className="text-muted">{VOID_XP_TEXTS.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {entries.map((entry) => (
            <LedgerRow
              key={entry.id}
              entry={entry}
              voiding={voiding === entry.id}
              onVoid={() => {
                setNotice(null);
                setVoiding(entry.id);
              }}
              onCancel={() => setVoiding(null)}
              onDone={(text) => {
                setVoiding(null);
                setNotice(text);
              }}
            />
          ))}
        </ul>
      )}
      <LoadMore query={query} loaded={entries.length} />
    </Dialog>
  );
}

function LedgerRow({
  entry,
  voiding,
  onVoid,
  onCancel,
  onDone,
}: {
  entry: XpLedgerEntry;
  voiding: boolean;
  onVoid: () => void;
  onCancel: () => void;
  onDone: (notice: string) => void;
}) {
  const voided = entry.voidedAt !== null;
  return (
    <li className="flex flex-col gap-1 py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="break-words text-fg">{capitalised(entry.source)}</p>
          <p className="text-sm text-muted">
            <span className={voided ? 'line-through' : undefined}>{VOID_XP_TEXTS.amount(entry.amount)}</span>
            {' · '}
            {formatDateTime(entry.createdAt)}
          </p>
          {voided ? (
            <p className="text-sm break-words text-danger">{VOID_XP_TEXTS.voided(entry.voidReason ?? '')}</p>
          ) : null}
        </div>
        {voided || voiding || entry.amount <= 0 ? null : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={VOID_XP_TEXTS.voidLabel(entry.amount, entry.source)}
            onClick={onVoid}
          >
            {VOID_XP_TEXTS.void}
          </Button>
        )}
      </div>
      {voiding ? <VoidXpForm entry={entry} onDone={onDone} onCancel={onCancel} /> : null}
    </li>
  );
}
