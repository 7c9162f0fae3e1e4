import { CalendarClock } from 'lucide-react';
import { Tag } from '../../../components/ui/tag';
import { dueText } from '../../../lib/due-text';
import { FEEDBACK_TEXTS } from '../feedback-texts';

/**
 * When a pending review is due, as teach-backs say it ('2 days left', 'Due today'), or 'Overdue' once the due
 * time has passed (decision 023).
 */
export function ReviewDueLabel({ dueAt, now }: { dueAt: number; now: number }) {
  if (dueAt < now) {
    return (
      <Tag tone="warn">
        <CalendarClock aria-hidden className="mr-1 size-3.5" />
        {FEEDBACK_TEXTS.overdue}
      </Tag>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-muted">
      <CalendarClock aria-hidden className="size-4" />
      {dueText(dueAt, now)}
    </span>
  );
}
