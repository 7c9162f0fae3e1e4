import { Flame } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

const streakLabel = (streak: number) => `Streak: ${streak} ${streak === 1 ? 'day' : 'days'}`;

/** The current streak beside a flame, lit while the streak runs and grey at 0. */
export function StreakFlame({ streak }: { streak: number }) {
  return (
    <span
      role="img"
      aria-label={streakLabel(streak)}
      className="inline-flex h-10 min-w-10 shrink-0 items-center justify-center gap-0.5 px-1 text-sm font-bold text-fg tabular-nums"
    >
      <Flame aria-hidden className={cn('size-5', streak > 0 ? 'text-warn' : 'text-muted')} />
      <span aria-hidden>{streak}</span>
    </span>
  );
}
