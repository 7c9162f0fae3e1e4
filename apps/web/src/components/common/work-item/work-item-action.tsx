import { Play } from 'lucide-react';
import { useNavigate } from 'react-router';
import { actionErrorText } from '../../../lib/error-text';
import { mutateThen } from '../../../lib/mutate-then';
import type { WorkItem } from '../../../lib/work-item-api';
import { Button, ButtonLink } from '../../ui/button';
import { workLinkLabel, type WorkItemKind } from './work-item-kind';

/**
 * 'Start' while the item is in its kind's start state, else a link to the work page: 'Continue', or 'View' once
 * completed. Start starts the item and opens its work page, wherever the item is listed (the dashboard and the
 * list pages alike); a kind may offer a second choice beside it (Decline a pending teach-back). The names stay
 * short; `describedBy` points at the item's title.
 */
export function WorkItemAction<T extends WorkItem>({
  kind,
  item,
  describedBy,
  size = 'md',
}: {
  kind: WorkItemKind<T>;
  item: T;
  describedBy: string;
  size?: 'sm' | 'md';
}) {
  const start = kind.api.useStart();
  const navigate = useNavigate();

  function startItem() {
    // The started item may reach the cache (and this row turn into Continue, or leave the list) before the
    // request's own callback runs: mutateThen still runs it.
    void mutateThen(start, item.id, { onSuccess: (started) => void navigate(kind.workPath(started.id)) });
  }

  if (item.status !== kind.startFrom) {
    return (
      <ButtonLink
        to={kind.workPath(item.id)}
        size={size}
        variant="secondary"
        aria-describedby={describedBy}
        className="shrink-0"
      >
        {workLinkLabel(item)}
      </ButtonLink>
    );
  }
  const startButton = (
    <Button size={size} aria-describedby={describedBy} disabled={start.isPending} onClick={startItem}>
      <Play aria-hidden className="size-4" />
      {start.isPending ? 'Starting…' : 'Start'}
    </Button>
  );
  const alternative = kind.startAlternative?.(item, { describedBy, size });
  return (
    <div className="flex shrink-0 flex-col gap-2 sm:items-end">
      {alternative ? (
        <div className="flex flex-wrap gap-2">
          {startButton}
          {alternative}
        </div>
      ) : (
        startButton
      )}
      {start.isError ? (
        <p role="alert" className="max-w-64 text-sm font-medium text-danger sm:text-right">
          {actionErrorText(start.error, kind.startFailedText)}
        </p>
      ) : null}
    </div>
  );
}
