/** A ring filled to `percent`; decorative, the caller states the numbers in text. */
export function LevelRing({ percent, level }: { percent: number; level: number }) {
  const radius = 34;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.min(100, Math.max(0, percent)) / 100) * circumference;
  return (
    <div aria-hidden className="relative size-24 shrink-0">
      <svg viewBox="0 0 80 80" className="size-full -rotate-90">
        <circle cx="40" cy="40" r={radius} fill="none" strokeWidth="8" className="stroke-surface-2" />
        {/* Nothing at 0: a round cap on an empty stroke would still paint a dot. */}
        {filled > 0 ? (
          <circle
            cx="40"
            cy="40"
            r={radius}
            fill="none"
            strokeWidth="8"
            strokeLinecap="round"
            strokeDasharray={`${filled} ${circumference}`}
            className="stroke-primary transition-[stroke-dasharray] duration-500"
          />
        ) : null}
      </svg>
      <span className="absolute inset-0 flex flex-col items-center justify-center leading-none">
        <span className="text-[0.65rem] font-semibold tracking-wide text-muted uppercase">Level</span>
        <span className="text-2xl font-bold text-fg">{level}</span>
      </span>
    </div>
  );
}
