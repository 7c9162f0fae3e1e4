import { CheckCircle2, CircleAlert } from 'lucide-react';
import type { CircleNotice } from './join-button';

/**
 * The outcome of the last action ('Request to join “…” sent!'), read out by screen readers: the status region is
 * always in the page, so a message placed in it is announced; an error appears as an alert, announced at once.
 */
export function CircleNoticeRegion({
  notice,
  className,
}: {
  notice: CircleNotice | null;
  className?: string;
}) {
  const error = notice?.tone === 'error';
  return (
    <div className={notice ? className : undefined}>
      <div role="status" aria-live="polite">
        {notice && !error ? (
          <p className="flex items-center gap-2 rounded-lg border border-accent/40 bg-accent-soft px-4 py-3 text-sm font-medium text-fg">
            <CheckCircle2 aria-hidden className="size-4 shrink-0 text-accent" />
            {notice.text}
          </p>
        ) : null}
      </div>
      {notice && error ? (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-lg border border-danger/40 bg-danger-soft px-4 py-3 text-sm font-medium text-fg"
        >
          <CircleAlert aria-hidden className="size-4 shrink-0 text-danger" />
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}
