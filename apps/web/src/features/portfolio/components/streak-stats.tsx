import { countOf, MAX_STREAK_FREEZES, type Profile } from '@teachloop/shared';
import { Flame, Snowflake, Trophy, type LucideIcon } from 'lucide-react';
import { IconBadge } from '../../../components/ui/icon-badge';

const days = (count: number) => countOf(count, 'day');

/** Current streak, longest streak and the freezes held, each read as its label, then its value. */
export function StreakStats({ profile }: { profile: Profile }) {
  const stats: { label: string; value: string; icon: LucideIcon; tone: 'warn' | 'primary' | 'accent' }[] = [
    { label: 'Current streak', value: days(profile.streak), icon: Flame, tone: 'warn' },
    { label: 'Longest streak', value: days(profile.longestStreak), icon: Trophy, tone: 'primary' },
    {
      label: 'Streak freezes',
      value: `${profile.streakFreezes} of ${MAX_STREAK_FREEZES}`,
      icon: Snowflake,
      tone: 'accent',
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {stats.map((stat) => (
        // The icon sits inside the dt (decorative), so the dl holds only dt/dd pairs in their divs.
        <div
          key={stat.label}
          className="relative flex min-w-0 flex-col-reverse justify-center rounded-lg bg-surface-2 py-3 pr-3 pl-14"
        >
          <dt className="text-xs text-muted">
            <IconBadge
              icon={stat.icon}
              tone={stat.tone}
              size="sm"
              className="absolute top-1/2 left-3 -translate-y-1/2"
            />
            {stat.label}
          </dt>
          <dd className="font-semibold text-fg tabular-nums">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
