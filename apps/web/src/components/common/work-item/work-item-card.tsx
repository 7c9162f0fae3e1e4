import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { WorkItem } from '../../../lib/work-item-api';
import { Card } from '../../ui/card';
import { cn } from '../../ui/cn';
import { WorkItemAction } from './work-item-action';
import type { WorkItemKind } from './work-item-kind';

/** One item in a list page: its title and facts, and what to do next (Start opens the work page). */
export function WorkItemCard<T extends WorkItem>({
  kind,
  item,
  title,
  titleClassName,
  titleTo,
  children,
}: {
  kind: WorkItemKind<T>;
  item: T;
  title: string;
  titleClassName?: string;
  /** Makes the title a link (a teach-back's title opens its work page, to read it before starting). */
  titleTo?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 id={titleId} className={cn('font-semibold wrap-anywhere text-fg', titleClassName)}>
          {titleTo ? (
            <Link to={titleTo} className="hover:underline focus-visible:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        {children}
      </div>
      <WorkItemAction kind={kind} item={item} describedBy={titleId} />
    </Card>
  );
}
