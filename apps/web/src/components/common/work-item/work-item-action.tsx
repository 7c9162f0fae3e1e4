import { Play } from 'lucide-react';
import { useRef } from 'react';
import { actionErrorText } from '../../../lib/error-text';
import type { WorkItem } from '../../../lib/work-item-api';
import { Button, ButtonLink } from '../../ui/button';
import { workLinkLabel, type WorkItemKind } from './work-item-kind';

/**
 * 'Start' while the item is in its kind's start state (starts it, then `onStarted`), else a link to the work
 * page: 'Continue', or 'View' once completed. The names stay short; `describedBy` points at the item's title.
 */
export function WorkItemAction<T extends WorkItem>({
  kind,
  item,
  describedBy,
  onStarted,
  size = 'md',
}: {
  kind: WorkItemKind<T>;
  item: T;
  describedBy: string;
  onStarted?: (item: T) => void;
  size?: 'sm' | 'md';
}) {
  const start = kind.api.useStart();
  // Start turns into Continue in place: focus follows, so a keyboard user is not dropped at the page top.
  const focusContinue = useRef(false);

  async function startItem() {
    // Set before the request: the item turns into Continue as soon as the cache holds the started item, which
    // can be before this function resumes.
    focusContinue.current = true;
    try {
      // The promise, not mutate's per-call callbacks: those are dropped when the item leaves the list it was
      // started from (a filtered list) before they run, and Start would then not open the work page.
      const started = await start.mutateAsync(item.id);
      onStarted?.(started);
    } catch {
      // Shown below through start.isError.
      focusContinue.current = false;
    }
  }

  if (item.status !== kind.startFrom) {
    return (
      <ButtonLink
        ref={(link) => {
          if (link && focusContinue.current) link.focus();
          focusContinue.current = false;
        }}
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
  return (
    <div className="flex shrink-0 flex-col gap-2 sm:items-end">
      <Button
        size={size}
        aria-describedby={describedBy}
        disabled={start.isPending}
        onClick={() => void startItem()}
      >
        <Play aria-hidden className="size-4" />
        {start.isPending ? 'Starting…' : 'Start'}
      </Button>
      {start.isError ? (
        <p role="alert" className="max-w-64 text-sm font-medium text-danger sm:text-right">
          {actionErrorText(start.error, kind.startFailedText)}
        </p>
      ) : null}
    </div>
  );
}
