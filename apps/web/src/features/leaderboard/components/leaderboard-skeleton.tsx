import { LEADERBOARD_TEXTS as T } from '../leaderboard-texts';

/** Placeholder rows while the first page loads. */
export function LeaderboardSkeleton() {
  return (
    <div role="status" className="rounded-card border border-line bg-surface p-3 shadow-sm sm:p-4">
      <span className="sr-only">{T.loading}</span>
      <ul aria-hidden className="flex flex-col gap-3">
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index} className="flex animate-pulse items-center gap-3">
            <span className="size-8 rounded-full bg-surface-2" />
            <span className="h-4 flex-1 rounded bg-surface-2" />
            <span className="h-4 w-16 rounded bg-surface-2" />
            <span className="h-4 w-14 rounded bg-surface-2" />
          </li>
        ))}
      </ul>
    </div>
  );
}
