import { CONTENT_REMOVAL_TEXTS, type Removal } from '@teachloop/shared';
import { ShieldAlert } from 'lucide-react';
import { cn } from '../ui/cn';

/**
 * An item a moderator took away: to everyone but its author, 'Removed by a moderator' in place of the
 * content; to its author (`mine`), the note with the moderator's reason above their own content.
 */
export function RemovedContent({
  removed,
  mine,
  className,
}: {
  removed: Removal;
  mine: boolean;
  className?: string;
}) {
  if (!removed) return null;
  return (
    <p className={cn('flex items-start gap-2 text-sm text-muted italic', className)}>
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{mine ? CONTENT_REMOVAL_TEXTS.hiddenNote(removed.reason) : CONTENT_REMOVAL_TEXTS.removed}</span>
    </p>
  );
}
