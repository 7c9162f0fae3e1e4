import { ACTIVITY_TEXTS } from '../activity-texts';

/** Grey lines in the shape of the timeline while its first page loads; says 'Loading activity…' to readers. */
export function ActivitySkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div role="status" className="flex flex-col divide-y divide-line">
      <span className="sr-only">{ACTIVITY_TEXTS.loading}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden className="flex items-start gap-3 py-3">
          <div className="size-8 shrink-0 animate-pulse rounded-full bg-surface-2" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-4 w-3/4 animate-pulse rounded bg-surface-2" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-surface-2" />
          </div>
        </div>
      ))}
    </div>
  );
}
