import { pluralNoun } from '@teachloop/shared';
import { Flame, ListChecks, MessagesSquare, Sparkles, type LucideIcon } from 'lucide-react';
import { IconBadge } from '../../../components/ui/icon-badge';
import { dashboardQueries, useDashboardQuery } from '../dashboard-queries';
import { formatNumber } from '../../../lib/format-number';

interface StatValue {
  /** undefined while loading; null when it could not be loaded. */
  value: number | null | undefined;
  /** The noun after the number, for that number ('1 day', '2 days'). */
  unit?: (value: number) => string;
}

interface Stat extends StatValue {
  label: string;
  icon: LucideIcon;
  tone: 'primary' | 'accent' | 'warn';
}

function Value({ value, unit }: StatValue) {
  if (value === undefined) {
    return (
      <>
        <span aria-hidden className="inline-block h-8 w-12 animate-pulse rounded bg-surface-2 align-middle" />
        <span className="sr-only">Loading</span>
      </>
    );
  }
  if (value === null) {
    return (
      <>
        <span aria-hidden>—</span>
        <span className="sr-only">Not available</span>
      </>
    );
  }
  return (
    <>
      {formatNumber(value)}
      {unit ? <span className="ml-1 text-base font-medium text-muted">{unit(value)}</span> : null}
    </>
  );
}

/**
 * The four numbers at the top of the dashboard, each read as its label, then its value: the server's counts
 * of active challenges and open teach-backs, and the profile's XP and streak.
 */
export function StatCards({ enabled }: { enabled: boolean }) {
  const activeChallenges = useDashboardQuery(dashboardQueries.activeChallenges, enabled);
  const openTeachbacks = useDashboardQuery(dashboardQueries.openTeachbacks, enabled);
  const profile = useDashboardQuery(dashboardQueries.profile, enabled);
  const total = (count: number) => count;
  const stats: Stat[] = [
    { label: 'Active challenges', icon: ListChecks, tone: 'primary', ...statFrom(activeChallenges, total) },
    { label: 'Teach-backs due', icon: MessagesSquare, tone: 'accent', ...statFrom(openTeachbacks, total) },
    { label: 'XP', icon: Sparkles, tone: 'primary', ...statFrom(profile, (p) => p.xp) },
    {
      label: 'Streak',
      icon: Flame,
      tone: 'warn',
      ...statFrom(profile, (p) => p.streak),
      unit: (days) => pluralNoun(days, 'day'),
    },
  ];
  return (
    <ul aria-label="Your stats" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <li
          key={stat.label}
          className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-sm sm:flex-row sm:items-center sm:p-5"
        >
          <IconBadge icon={stat.icon} tone={stat.tone} />
          <div className="flex min-w-0 flex-col">
            <p className="text-sm text-muted">{stat.label}</p>
            <p className="text-2xl font-bold text-fg tabular-nums">
              <Value value={stat.value} unit={stat.unit} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A query's number for a stat card: undefined while it loads, null once it failed without data. */
function statFrom<T>(
  query: { isPending: boolean; data: T | undefined },
  count: (data: T) => number,
): StatValue {
  if (query.isPending) return { value: undefined };
  return { value: query.data === undefined ? null : count(query.data) };
}
