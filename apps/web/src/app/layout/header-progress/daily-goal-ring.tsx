import { Check } from 'lucide-react';

const RADIUS = 11;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The daily goal drawn as a ring that fills with done / target, and a check in it once the goal is met (the
 * number done before that); `pulse` plays the goal-met pulse, only where motion is welcome. Decoration only:
 * the button around it carries the name.
 */
export function DailyGoalRing({ done, target, pulse }: { done: number; target: number; pulse: boolean }) {
  const met = done >= target;
  const share = target > 0 ? Math.min(done, target) / target : 0;
  return (
    <span
      aria-hidden
      data-pulse={pulse || undefined}
      className={`relative inline-flex size-7 items-center justify-center rounded-full ${pulse ? 'motion-safe:animate-goal-pulse' : ''}`}
    >
      <svg viewBox="0 0 28 28" className="absolute inset-0 size-7 -rotate-90">
        <circle cx="14" cy="14" r={RADIUS} fill="none" strokeWidth="3" className="stroke-line" />
        <circle
          cx="14"
          cy="14"
          r={RADIUS}
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - share)}
          data-testid="daily-goal-arc"
          className={`${met ? 'stroke-accent' : 'stroke-primary'} transition-[stroke-dashoffset] duration-500 motion-reduce:transition-none`}
          // A zero-length round cap would still draw a dot: nothing done draws no arc at all.
          visibility={share === 0 ? 'hidden' : 'visible'}
        />
      </svg>
      {met ? (
        <Check className="relative size-3.5 text-accent" strokeWidth={3} />
      ) : (
        <span className="relative text-[11px] leading-none font-bold text-fg tabular-nums">
          {Math.min(done, target)}
        </span>
      )}
    </span>
  );
}
