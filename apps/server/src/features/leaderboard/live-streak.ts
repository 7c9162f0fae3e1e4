import { DAY_MS } from '@teachloop/shared';

/**
 * The last days a stored streak may have been extended on and still be current on `today` with 0, 1 or 2
 * freezes held (shared `streakOn`: the missed days since the last one must be covered by freezes).
 */
export function liveStreakCutoffs(today: string): [string, string, string] {
  const minus = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
  return [minus(1), minus(2), minus(3)];
}
