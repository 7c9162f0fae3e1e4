import { useId, type ReactNode } from 'react';
import { cn } from '../ui/cn';

/**
 * A row of a compact list: the item's title and a line of facts, then what to do about it (beside them, or
 * under them on a phone). The action gets the title's id for its aria-describedby, so its short name says which.
 */
export function ActionRow({
  title,
  titleClassName,
  meta,
  action,
}: {
  title: ReactNode;
  titleClassName?: string;
  meta: ReactNode;
  action: (titleId: string) => ReactNode;
}) {
  const titleId = useId();
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p id={titleId} className={cn(titleClassName, 'font-medium wrap-anywhere text-fg')}>
          {title}
        </p>
        <p className="text-sm wrap-anywhere text-muted">{meta}</p>
      </div>
      {action(titleId)}
    </li>
  );
}
