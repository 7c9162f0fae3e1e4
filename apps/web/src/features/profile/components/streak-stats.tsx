import { MAX_STREAK_FREEZES, type Profile } from '@teachloop/shared';
import { Flame, Snowflake, Trophy, type LucideIcon } from 'lucide-react';
import { IconBadge } from '../../../components/ui/icon-badge';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

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
        <div key={stat.label} className="flex items-center gap-3 rounded-lg bg-surface-2 p-3">
          <IconBadge icon={stat.icon} tone={stat.tone} size="sm" />
          <div className="flex min-w-0 flex-col-reverse">
            <dt className="text-xs text-muted">{stat.label}</dt>
            <dd className="font-semibold text-fg tabular-nums">{stat.value}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
