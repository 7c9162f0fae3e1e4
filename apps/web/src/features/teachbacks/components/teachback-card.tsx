import type { Teachback } from '@teachloop/shared';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { StatusBadge } from '../../../components/common/status-badge';
import { dueText } from '../../../lib/due-text';
import { teachbackWorkPath } from '../teachback-texts';
import { TeachbackAction } from './teachback-action';

/** One assigned teach-back in the list; Start here also opens its work page. */
export function TeachbackCard({ teachback, now }: { teachback: Teachback; now: number }) {
  const titleId = useId();
  const navigate = useNavigate();
  const done = teachback.status === 'completed';
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 id={titleId} className="line-clamp-3 font-semibold break-words text-fg">
          {teachback.prompt}
        </h3>
        <p className="mt-1 text-sm text-muted">Requested by {teachback.requester}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-muted">
          <StatusBadge status={teachback.status} />
          {done ? null : (
            <span className="inline-flex items-center gap-1.5">
              <CalendarClock aria-hidden className="size-4" />
              {dueText(teachback.dueTs, now)}
            </span>
          )}
        </div>
      </div>
      <TeachbackAction
        teachback={teachback}
        describedBy={titleId}
        onStarted={(started) => void navigate(teachbackWorkPath(started.id))}
      />
    </Card>
  );
}
