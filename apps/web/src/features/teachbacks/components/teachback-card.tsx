import type { Teachback } from '@teachloop/shared';
import { CalendarClock } from 'lucide-react';
import { StatusBadge } from '../../../components/common/status-badge';
import { WorkItemCard } from '../../../components/common/work-item/work-item-card';
import { dueText } from '../../../lib/due-text';
import { teachbackKind } from '../teachback-kind';
import { teachbackWorkPath } from '../teachback-texts';

/**
 * One assigned teach-back in the list: its challenge's title, a link to the work page that shows the prompt (to
 * read before starting), and who asked; a pending one offers Start and Decline.
 */
export function TeachbackCard({ teachback, now }: { teachback: Teachback; now: number }) {
  const done = teachback.status === 'completed';
  return (
    <WorkItemCard
      kind={teachbackKind}
      item={teachback}
      title={teachback.title}
      titleClassName="line-clamp-3"
      titleTo={teachbackWorkPath(teachback.id)}
    >
      <p className="mt-1 text-sm wrap-anywhere text-muted">Requested by {teachback.requester}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-muted">
        <StatusBadge status={teachback.status} />
        {done ? null : (
          <span className="inline-flex items-center gap-1.5">
            <CalendarClock aria-hidden className="size-4" />
            {dueText(teachback.dueTs, now)}
          </span>
        )}
      </div>
    </WorkItemCard>
  );
}
