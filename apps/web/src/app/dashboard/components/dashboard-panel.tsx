import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { SectionCard, type SectionCardProps } from '../../../components/ui/section-card';

interface PanelLink {
  to: string;
  label: string;
  /** Read after the label by screen readers, so 'View all' says what it lists. */
  srSuffix?: string;
}

/** A titled dashboard card with a link to the full page (none where the card's own action goes there). */
export function DashboardPanel({
  link,
  ...section
}: Pick<SectionCardProps, 'title' | 'icon' | 'className' | 'children'> & { link?: PanelLink }) {
  return (
    <SectionCard
      {...section}
      titleClassName="min-w-0 text-base sm:text-lg"
      cardClassName="h-full gap-4 p-5"
      action={
        link ? (
          <Link
            to={link.to}
            className="inline-flex shrink-0 items-center gap-1 rounded text-sm font-semibold whitespace-nowrap text-primary hover:underline"
          >
            {link.label}
            {link.srSuffix ? <span className="sr-only"> {link.srSuffix}</span> : null}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        ) : null
      }
    />
  );
}

/** Grey bars in the shape of a list while its data loads. */
function SkeletonRows({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="h-14 animate-pulse rounded-lg bg-surface-2" />
      ))}
    </div>
  );
}

/**
 * A panel's content in its three states: skeleton while loading, a short note when it failed without data (the
 * red box above says why), or what `children` makes of the data.
 */
export function PanelQuery<T>({
  query,
  rows,
  failed,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'isPending' | 'data'>;
  rows?: number;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <SkeletonRows rows={rows} />;
  if (!query.data) return <p className="text-sm text-muted">{failed}</p>;
  return children(query.data);
}

/** An empty panel that says so, and what fills it: a hint, the action to take, or both. */
export function PanelEmpty({
  text,
  hint,
  action,
}: {
  text: string;
  hint?: string;
  action?: { to: string; label: string };
}) {
  return (
    <div className="flex flex-col items-start gap-3 py-2">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-fg">{text}</p>
        {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      </div>
      {action ? (
        <ButtonLink to={action.to} size="sm" variant="secondary">
          {action.label}
        </ButtonLink>
      ) : null}
    </div>
  );
}

/**
 * A panel's list: its loading and failed states (PanelQuery), the empty state (a text, or a PanelEmpty with
 * its action), or the items.
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
  empty: ReactNode;
  failed: string;
  children: (item: T) => ReactNode;
  className?: string;
}) {
  return (
    <PanelQuery query={query} failed={failed}>
      {(data) => {
        const items = pick ? pick(data) : data;
        if (items.length === 0) {
          return typeof empty === 'string' ? <p className="py-2 text-sm text-muted">{empty}</p> : empty;
        }
        return <ul className={cn('flex flex-col divide-y divide-line', className)}>{items.map(children)}</ul>;
      }}
    </PanelQuery>
  );
}
