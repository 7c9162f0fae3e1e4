import { SectionCard, type SectionCardProps } from '../ui/section-card';
import { formatNumber } from '../../lib/format-number';

/** A titled card of the portfolio, with an optional total beside its title ('Completed challenges · 12'). */
export function PortfolioSection({
  count,
  ...section
}: Pick<SectionCardProps, 'title' | 'icon' | 'children'> & { count?: number }) {
  return (
    <SectionCard
      {...section}
      className="min-w-0"
      cardClassName="h-full gap-4 p-5"
      aside={
        count !== undefined ? (
          <p className="ml-auto shrink-0 rounded-full bg-surface-2 whitespace-nowrap px-2.5 py-0.5 text-sm font-semibold text-muted tabular-nums">
            <span className="sr-only">Total: </span>
            {formatNumber(count)}
          </p>
        ) : null
      }
    />
  );
}
