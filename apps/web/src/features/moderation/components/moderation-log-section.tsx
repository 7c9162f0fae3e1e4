import { REPORT_ITEM_LABELS, type ModerationLogEntry } from '@teachloop/shared';
import { ScrollText } from 'lucide-react';
import { LoadFailure } from '../../../components/common/load-failure';
import { LoadMore } from '../../../components/common/load-more';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionCard } from '../../../components/ui/section-card';
import { loadErrorText } from '../../../lib/error-text';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useModerationLog } from '../api/report-queue';
import { MODERATION_TEXTS as T } from '../moderation-texts';

const itemLabel = (kind: string | null) =>
  kind ? `a ${REPORT_ITEM_LABELS[kind as keyof typeof REPORT_ITEM_LABELS] ?? kind}` : null;

function LogLine({ entry }: { entry: ModerationLogEntry }) {
  const item = entry.action === 'hide' || entry.action === 'unhide' ? itemLabel(entry.itemKind) : null;
  return (
    <li className="flex flex-col gap-1 py-3 text-sm">
      <p className="text-fg">
        <span className="font-semibold">{entry.moderator.name}</span>{' '}
        {T.logSentence(entry.action, item, entry.subject?.name ?? null)}
        {entry.until ? ` ${T.logUntil(formatDate(entry.until))}` : null}
      </p>
      {entry.reason ? <p className="wrap-anywhere text-muted">“{entry.reason}”</p> : null}
      <time className="text-xs text-muted" dateTime={new Date(entry.createdAt).toISOString()}>
        {formatDateTime(entry.createdAt)}
      </time>
    </li>
  );
}

/** Every moderator action, newest first, page by page. */
export function ModerationLogSection() {
  const query = useModerationLog();
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <SectionCard title={T.logTitle} icon={ScrollText} cardClassName="gap-4 p-5 sm:p-6">
      {query.isError ? (
        <LoadFailure message={loadErrorText(query.error, T.logFailed)} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <p className="text-muted" aria-busy="true">
          {T.loading}
        </p>
      ) : entries.length === 0 ? (
        <EmptyState icon={ScrollText} framed={false}>
          {T.logEmpty}
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-2">
          <ul className="flex flex-col divide-y divide-line">
            {entries.map((entry) => (
              <LogLine key={entry.id} entry={entry} />
            ))}
          </ul>
          <LoadMore query={query} loaded={entries.length} />
        </div>
      )}
    </SectionCard>
  );
}
