import { Play } from 'lucide-react';
import { useRef } from 'react';
import { actionErrorText } from '../../../lib/error-text';
import { mutateThen } from '../../../lib/mutate-then';
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

  function startItem() {
    // Set before the request: the item turns into Continue as soon as the cache holds the started item, which
    // can be before the request's own callback runs.
    focusContinue.current = true;
    void mutateThen(start, item.id, {
      onSuccess: (started) => onStarted?.(started),
      onError: () => {
        focusContinue.current = false;
      },
    });
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
      <Button size={size} aria-describedby={describedBy} disabled={start.isPending} onClick={startItem}>
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
