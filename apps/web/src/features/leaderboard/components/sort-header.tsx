import type { LeaderboardDir, LeaderboardSort } from '@teachloop/shared';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

/**
 * A sortable column header: aria-sort on the header, a button that sorts by it (most first) or, when it is the
 * active sort, flips the direction; the arrow shows the direction.
 */
export function SortHeader({
  sort,
  label,
  active,
  dir,
  onSort,
  className,
}: {
  sort: LeaderboardSort;
  label: string;
  active: LeaderboardSort;
  dir: LeaderboardDir;
  onSort: (sort: LeaderboardSort) => void;
  className?: string;
}) {
  const isActive = sort === active;
  const Arrow = dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={isActive ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('py-2 text-right', className)}
    >
      <button
        type="button"
        onClick={() => onSort(sort)}
        className={cn(
          'inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-semibold tracking-wide uppercase',
          'hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring',
          isActive ? 'text-primary' : 'text-muted',
        )}
      >
        {label}
        {isActive ? <Arrow aria-hidden className="size-3.5" /> : <span aria-hidden className="w-3.5" />}
      </button>
    </th>
  );
}
