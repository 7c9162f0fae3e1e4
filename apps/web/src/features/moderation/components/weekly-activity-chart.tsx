import type { OverviewWeek } from '@teachloop/shared';
import { useId } from 'react';
import { formatNumber } from '../../../lib/format-number';
import { OVERVIEW_TEXTS } from '../xp-void-texts';

let weekFormat: Intl.DateTimeFormat | undefined;
/** '2 Mar': a week starts Monday 00:00 UTC, so it is named in UTC whatever the reader's zone. */
function weekLabel(weekStart: number): string {
  weekFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return weekFormat.format(new Date(weekStart));
}

const WIDTH = 320;
const HEIGHT = 100;
const SERIES = [
  { key: 'teachbacksCompleted', label: OVERVIEW_TEXTS.teachbacks, className: 'fill-primary' },
  { key: 'reviewsGiven', label: OVERVIEW_TEXTS.reviews, className: 'fill-accent' },
] as const;

/**
 * Teach-backs completed and reviews given per week as paired bars in inline SVG. The picture is one image whose
 * name sums it up; the figures themselves are in a table under it, for screen readers and anyone who asks.
 */
export function WeeklyActivityChart({ weeks }: { weeks: readonly OverviewWeek[] }) {
  const titleId = useId();
  const max = Math.max(1, ...weeks.flatMap((week) => [week.teachbacksCompleted, week.reviewsGiven]));
  const slot = WIDTH / Math.max(1, weeks.length);
  const bar = slot / 3;
  const total = (key: (typeof SERIES)[number]['key']) => weeks.reduce((sum, week) => sum + week[key], 0);
  const summary = OVERVIEW_TEXTS.chartSummary(total('teachbacksCompleted'), total('reviewsGiven'));

  return (
    <figure className="flex flex-col gap-3" aria-labelledby={titleId}>
      <figcaption id={titleId} className="text-sm font-medium text-fg">
        {OVERVIEW_TEXTS.chartTitle}
      </figcaption>
      <ul className="flex flex-wrap gap-4 text-sm text-muted" aria-hidden="true">
        {SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-2">
            <svg width="12" height="12" className={series.className}>
              <rect width="12" height="12" rx="2" />
            </svg>
            {series.label}
          </li>
        ))}
      </ul>
      <div>
        {/* Stretched to the card's width at a fixed height; the week names are text under it, at text size. */}
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          className="h-32 w-full"
        >
          {weeks.map((week, index) =>
            SERIES.map((series, s) => {
              const height = (week[series.key] / max) * (HEIGHT - 4);
              return (
                <rect
                  key={`${week.weekStart}-${series.key}`}
                  x={index * slot + bar * (s + 0.5)}
                  y={HEIGHT - height}
                  width={bar - 2}
                  height={height}
                  className={series.className}
                />
              );
            }),
          )}
          <line
            x1="0"
            x2={WIDTH}
            y1={HEIGHT}
            y2={HEIGHT}
            className="stroke-line"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <ol
          aria-hidden="true"
          className="mt-1 grid text-center text-xs text-muted"
          style={{ gridTemplateColumns: `repeat(${Math.max(1, weeks.length)}, minmax(0, 1fr))` }}
        >
          {weeks.map((week) => (
            <li key={week.weekStart}>{weekLabel(week.weekStart)}</li>
          ))}
        </ol>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary">{OVERVIEW_TEXTS.showTable}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{OVERVIEW_TEXTS.chartTitle}</caption>
          <thead>
            <tr className="text-muted">
              <th scope="col" className="py-1 font-medium">
                {OVERVIEW_TEXTS.weekColumn}
              </th>
              {SERIES.map((series) => (
                <th key={series.key} scope="col" className="py-1 text-right font-medium">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart} className="border-t border-line">
                <th scope="row" className="py-1 font-normal">
                  {weekLabel(week.weekStart)}
                </th>
                {SERIES.map((series) => (
                  <td key={series.key} className="py-1 text-right tabular-nums">
                    {formatNumber(week[series.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
