import type { Teachback } from '@teachloop/shared';
import { Play } from 'lucide-react';
import { useRef } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { actionErrorText } from '../../../lib/error-text';
import { START_TEACHBACK_FAILED, useStartTeachback } from '../api/start-teachback';
import { teachbackWorkPath } from '../teachback-texts';

/**
 * 'Start' for a pending teach-back (sets it in progress, then `onStarted`), 'Continue' once in progress and
 * 'View' when completed. The button names stay short; `describedBy` points at the item's title for context.
 */
export function TeachbackAction({
  teachback,
  describedBy,
  onStarted,
  size = 'md',
}: {
  teachback: Teachback;
  describedBy: string;
  onStarted?: (teachback: Teachback) => void;
  size?: 'sm' | 'md';
}) {
  const start = useStartTeachback();
  const workPath = teachbackWorkPath(teachback.id);
  // Start turns into Continue in place: focus follows, so a keyboard user is not dropped at the page top.
  const focusContinue = useRef(false);

  if (teachback.status !== 'pending') {
    return (
      <ButtonLink
        ref={(link) => {
          if (link && focusContinue.current) link.focus();
          focusContinue.current = false;
        }}
        to={workPath}
        size={size}
        variant="secondary"
        aria-describedby={describedBy}
        className="shrink-0"
      >
        {teachback.status === 'completed' ? 'View' : 'Continue'}
      </ButtonLink>
    );
  }
  return (
    <div className="flex shrink-0 flex-col gap-2 sm:items-end">
      <Button
        size={size}
        aria-describedby={describedBy}
        disabled={start.isPending}
        onClick={() =>
          start.mutate(teachback.id, {
            onSuccess: (started) => {
              focusContinue.current = true;
              onStarted?.(started);
            },
          })
        }
      >
        <Play aria-hidden className="size-4" />
        {start.isPending ? 'Starting…' : 'Start'}
      </Button>
      {start.isError ? (
        <p role="alert" className="max-w-64 text-sm font-medium text-danger sm:text-right">
          {actionErrorText(start.error, START_TEACHBACK_FAILED)}
        </p>
      ) : null}
    </div>
  );
}
