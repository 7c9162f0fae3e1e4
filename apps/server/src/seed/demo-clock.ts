/**
 * The clock the seeding app reads (AppDeps.now): set back to a chosen moment before each step of the story, so
 * the rows it writes carry believable dates over the past five weeks. Each reading moves it on by a millisecond
 * so that writes made in one step keep their order.
 */
export function demoClock(base: number) {
  let current = base;
  return {
    base,
    now: () => current++,
    /** Moves the clock to `ms` before the base (never past it). */
    at: (msAgo: number) => {
      current = base - Math.max(0, msAgo);
    },
  };
}

export type DemoClock = ReturnType<typeof demoClock>;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
