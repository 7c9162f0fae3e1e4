import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { IconBadge } from '../../../components/ui/icon-badge';
import { formatNumber } from '../../../lib/format-number';

/** A titled card of the portfolio, with an optional total beside its title ('Completed challenges · 12'). */
export function PortfolioSection({
  title,
  icon,
  count,
  className,
  children,
}: {
  title: string;
  icon: LucideIcon;
  count?: number;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn('min-w-0', className)}>
      <Card className="flex h-full flex-col gap-4 p-5">
        <div className="flex items-center gap-3">
          <IconBadge icon={icon} size="sm" />
          <h2 id={titleId} className="text-lg font-semibold text-fg">
            {title}
          </h2>
          {count !== undefined ? (
            <p className="ml-auto shrink-0 rounded-full bg-surface-2 whitespace-nowrap px-2.5 py-0.5 text-sm font-semibold text-muted tabular-nums">
              <span className="sr-only">Total: </span>
              {formatNumber(count)}
            </p>
          ) : null}
        </div>
        {children}
      </Card>
    </section>
  );
}
