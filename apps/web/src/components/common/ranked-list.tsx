import { cn } from '../ui/cn';
import { Tag } from '../ui/tag';
import { formatNumber } from '../../lib/format-number';

/** One ranked row of any leaderboard (the dashboard's, a circle's). */
export interface RankedEntry {
  userId: string;
  rank: number;
  name: string;
  xp: number;
  you: boolean;
}

const RANK_TONES: Record<number, string> = {
  1: 'bg-warn-soft text-fg ring-1 ring-warn/50',
  2: 'bg-surface-2 text-fg ring-1 ring-line',
  3: 'bg-surface-2 text-fg ring-1 ring-line',
};

/** Ranked rows: rank, name, XP; my row highlighted and marked 'You'. */
export function RankedList({ entries, empty }: { entries: readonly RankedEntry[]; empty: string }) {
  if (entries.length === 0) return <p className="py-2 text-sm text-muted">{empty}</p>;
  return (
    <ol className="flex flex-col gap-1">
      {entries.map((entry) => (
        <li
          key={entry.userId}
          aria-current={entry.you ? 'true' : undefined}
          className={cn(
            'flex items-center gap-3 rounded-lg px-2.5 py-2',
            entry.you ? 'bg-primary-soft ring-1 ring-primary/40' : null,
          )}
        >
          <span
            className={cn(
              'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold tabular-nums',
              RANK_TONES[entry.rank] ?? 'text-muted',
            )}
          >
            <span className="sr-only">Rank </span>
            {entry.rank}
          </span>
          <span className="min-w-0 flex-1 font-medium wrap-anywhere text-fg">{entry.name}</span>
          {entry.you ? (
            <Tag tone="primary" className="shrink-0">
              You
            </Tag>
          ) : null}
          <span className="shrink-0 text-sm font-semibold text-fg tabular-nums">
            {formatNumber(entry.xp)} XP
          </span>
        </li>
      ))}
    </ol>
  );
}
