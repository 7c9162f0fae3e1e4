import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LEADERBOARD_PAGE_SIZE } from '../api/get-leaderboard';
import { LEADERBOARD_TEXTS as T } from '../leaderboard-texts';

/** 'Showing 51–100 of N' with Previous and Next; the buttons are disabled at either end. */
export function LeaderboardPagination({
  page,
  total,
  shown,
  onPage,
}: {
  page: number;
  total: number;
  shown: number;
  onPage: (page: number) => void;
}) {
  const first = (page - 1) * LEADERBOARD_PAGE_SIZE + 1;
  const last = first + shown - 1;
  return (
    <nav aria-label="Leaderboard pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p aria-live="polite" className="text-sm text-muted">
        {shown > 0 ? T.showing(first, last, total) : ''}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={last >= total} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
