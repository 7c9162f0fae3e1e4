import { levelProgress, XP_PER_LEVEL } from '@teachloop/shared';
import { cn } from '../../../components/ui/cn';

const xpBarLabel = (xp: number) => {
  const { level, xpIntoLevel } = levelProgress(xp);
  return `Level ${level}: ${xpIntoLevel} of ${XP_PER_LEVEL} XP`;
};

/** The level and the XP earned inside it, over a thin bar that fills toward the next level; 112 px unless told. */
export function XpBar({ xp, className = 'w-28' }: { xp: number; className?: string }) {
  const { level, xpIntoLevel, percent } = levelProgress(xp);
  return (
    <div
      role="progressbar"
      aria-label={xpBarLabel(xp)}
      aria-valuemin={0}
      aria-valuemax={XP_PER_LEVEL}
      aria-valuenow={xpIntoLevel}
      className={cn('flex shrink-0 flex-col gap-1', className)}
    >
      <span aria-hidden className="flex items-baseline justify-between text-xs leading-none">
        <span className="font-bold text-fg">Level {level}</span>
        <span className="text-muted tabular-nums">
          {xpIntoLevel}/{XP_PER_LEVEL}
        </span>
      </span>
      <span aria-hidden className="h-1.5 overflow-hidden rounded-full bg-surface-2">
        <span
          className="block h-full rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </span>
    </div>
  );
}
