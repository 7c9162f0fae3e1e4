import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { IconBadge } from '../../../components/ui/icon-badge';

interface PanelLink {
  to: string;
  label: string;
  /** Read after the label by screen readers, so 'View all' says what it lists. */
  srSuffix?: string;
}

/** A titled dashboard card with an optional link to the full page. */
export function DashboardPanel({
  title,
  icon,
  link,
  className,
  children,
}: {
  title: string;
  icon: LucideIcon;
  link?: PanelLink;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <Card className="flex h-full flex-col gap-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <div className="flex min-w-0 items-center gap-3">
            <IconBadge icon={icon} size="sm" />
            <h2 id={titleId} className="min-w-0 text-base font-semibold text-fg sm:text-lg">
              {title}
            </h2>
          </div>
          {link ? (
            <Link
              to={link.to}
              className="inline-flex shrink-0 items-center gap-1 rounded text-sm font-semibold whitespace-nowrap text-primary hover:underline"
            >
              {link.label}
              {link.srSuffix ? <span className="sr-only"> {link.srSuffix}</span> : null}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          ) : null}
        </div>
        {children}
      </Card>
    </section>
  );
}

/** Grey bars in the shape of a list while its data loads. */
export function SkeletonRows({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="h-14 animate-pulse rounded-lg bg-surface-2" />
      ))}
    </div>
  );
}

/**
 * A panel's list in its four states: skeleton while loading, a short note when it failed without data (the red
 * box above says why), the empty text, or the items.
 */
export function PanelList<T>({
  query,
  pick,
  empty,
  failed,
  children,
  className,
}: {
  query: UseQueryResult<T[]>;
  pick?: (items: T[]) => T[];
  empty: string;
  failed: string;
  children: (item: T) => ReactNode;
  className?: string;
}) {
  if (query.isPending) return <SkeletonRows />;
  if (!query.data) return <p className="text-sm text-muted">{failed}</p>;
  const items = pick ? pick(query.data) : query.data;
  if (items.length === 0) return <p className="py-2 text-sm text-muted">{empty}</p>;
  return <ul className={cn('flex flex-col divide-y divide-line', className)}>{items.map(children)}</ul>;
}
