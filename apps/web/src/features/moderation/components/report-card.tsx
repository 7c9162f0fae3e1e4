import {
  REPORT_ITEM_LABELS,
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  type OpenReport,
} from '@teachloop/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Tag } from '../../../components/ui/tag';
import { actionErrorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format-date';
import { mutateThen } from '../../../lib/mutate-then';
import { relativeTime } from '../../../lib/relative-time';
import { useSession } from '../../../lib/session';
import { useDismissReport } from '../api/report-queue';
import { MODERATION_TEXTS as T } from '../moderation-texts';
import { SuspendUserAction } from '../suspend-user-action';
import { VoidXpAction } from '../void-xp-action';
import { HideItemAction } from './hide-item-action';

/**
 * One open report: the item in context (its kind, words, stars, author), why it was reported and by whom, and
 * what a moderator can do: dismiss, hide the item, or act on its author (suspend, void XP). A report about the
 * moderator themselves offers none of these (the server refuses them too): another moderator handles it.
 */
export function ReportCard({ report }: { report: OpenReport }) {
  const dismiss = useDismissReport();
  const { user } = useSession();
  const aboutMe = user?.id === report.subject.id;
  const [error, setError] = useState<string | null>(null);
  const others = T.otherReports(report.openReportsOnItem);
  const kind = REPORT_ITEM_LABELS[report.itemKind];

  return (
    <article
      aria-label={`${REPORT_REASON_LABELS[report.reason]}: ${kind}`}
      className="flex flex-col gap-3 py-4"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Tag>{REPORT_REASON_LABELS[report.reason]}</Tag>
        <span className="font-medium text-fg first-letter:uppercase">{kind}</span>
        <span className="text-muted">
          {T.reportedBy(report.reporter.name)} ·{' '}
          <time dateTime={new Date(report.createdAt).toISOString()} title={formatDateTime(report.createdAt)}>
            {relativeTime(report.createdAt)}
          </time>
        </span>
        {others ? <Tag tone="warn">{others}</Tag> : null}
      </div>
      <blockquote className="rounded-lg border border-line bg-surface-2 px-4 py-3 text-sm wrap-anywhere text-fg">
        {report.rating !== null && report.rating > 0 ? (
          <p className="mb-1 text-muted">{T.stars(report.rating)}</p>
        ) : null}
        <p className="whitespace-pre-line">{report.excerpt || T.noExcerpt}</p>
        <footer className="mt-2 text-muted">
          {T.author(report.subject.name)}
          {report.href ? (
            <>
              {' · '}
              <Link to={report.href} className="font-medium text-primary underline-offset-2 hover:underline">
                {T.open}
              </Link>
            </>
          ) : null}
        </footer>
      </blockquote>
      {report.note ? <p className="text-sm wrap-anywhere text-fg">“{report.note}”</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {aboutMe ? (
        <p className="text-sm text-muted">{REPORT_MESSAGES.ownCase}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            aria-label={T.dismissLabel(report.reporter.name)}
            disabled={dismiss.isPending}
            onClick={() =>
              void mutateThen(dismiss, report.id, {
                onError: (failure) => setError(actionErrorText(failure, T.dismissFailed)),
              })
            }
          >
            {T.dismiss}
          </Button>
          {report.hidden ? (
            <span className="text-sm text-muted">{T.alreadyHidden}</span>
          ) : (
            <HideItemAction itemKind={report.itemKind} itemId={report.itemId} reportId={report.id} />
          )}
          <SuspendUserAction userId={report.subject.id} name={report.subject.name} />
          <VoidXpAction userId={report.subject.id} name={report.subject.name} />
        </div>
      )}
    </article>
  );
}
