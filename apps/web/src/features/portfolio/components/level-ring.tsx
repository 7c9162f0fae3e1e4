import { cn } from '../../../components/ui/cn';

const SIZES = { md: 'size-24', lg: 'size-32' } as const;

/** A ring filled to `percent`; decorative, the caller states the numbers in text. */
export function LevelRing({
  percent,
  level,
  size = 'md',
}: {
  percent: number;
  level: number;
  size?: keyof typeof SIZES;
}) {
  const radius = 34;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.min(100, Math.max(0, percent)) / 100) * circumference;
  return (
    <div aria-hidden className={cn('relative shrink-0', SIZES[size])}>
      <svg viewBox="0 0 80 80" className="size-full -rotate-90">
        <circle cx="40" cy="40" r={radius} fill="none" strokeWidth="8" className="stroke-surface-2" />
        {/* Nothing at 0: a round cap on an empty stroke would still paint a dot. */}
        {filled > 0 ? (
          <circle
            data-testid="level-ring-progress"
            cx="40"
            cy="40"
            r={radius}
            fill="none"
            strokeWidth="8"
            strokeLinecap="round"
            strokeDasharray={`${filled} ${circumference}`}
            className="stroke-primary motion-safe:transition-[stroke-dasharray] motion-safe:duration-700"
          />
        ) : null}
      </svg>
      <span className="absolute inset-0 flex flex-col items-center justify-center leading-none">
        <span className="text-[0.65rem] font-semibold tracking-wide text-muted uppercase">Level</span>
        <span className={cn('font-bold text-fg', size === 'lg' ? 'text-4xl' : 'text-2xl')}>{level}</span>
      </span>
    </div>
  );
}
