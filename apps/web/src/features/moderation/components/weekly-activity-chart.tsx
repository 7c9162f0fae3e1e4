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
const HEIGHT = 120;
const AXIS = 18;
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
  const plot = HEIGHT - AXIS;
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
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="h-auto w-full">
        {weeks.map((week, index) => (
          <g key={week.weekStart}>
            {SERIES.map((series, s) => {
              const height = (week[series.key] / max) * (plot - 4);
              return (
                <rect
                  key={series.key}
                  x={index * slot + bar * (s + 0.5)}
                  y={plot - height}
                  width={bar - 2}
                  height={height}
                  rx="1.5"
                  className={series.className}
                />
              );
            })}
            <text
              x={index * slot + slot / 2}
              y={HEIGHT - 4}
              textAnchor="middle"
              className="fill-muted text-[9px]"
            >
              {weekLabel(week.weekStart)}
            </text>
          </g>
        ))}
        <line x1="0" x2={WIDTH} y1={plot} y2={plot} className="stroke-line" />
      </svg>
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
