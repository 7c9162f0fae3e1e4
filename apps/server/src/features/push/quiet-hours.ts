import { isQuietHour, type QuietHours } from '@teachloop/shared';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** Wall-clock formatters by zone name (only zones the runtime knows under that exact name are kept). */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  const cached = wallClocks.get(timeZone);
  if (cached) return cached;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      hour: 'numeric',
      minute: 'numeric',
    });
  } catch {
    return wallClock('UTC');
  }
  if (formatter.resolvedOptions().timeZone === timeZone) wallClocks.set(timeZone, formatter);
  return formatter;
}

function wallTime(ms: number, timeZone: string): { hour: number; minute: number } {
  const parts = wallClock(timeZone).formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return { hour: part('hour'), minute: part('minute') };
}

/** The hour (0–23) of the wall clock in `timeZone` at the instant `ms` (UTC's when the zone is not known). */
export function localHour(ms: number, timeZone: string): number {
  return wallTime(ms, timeZone).hour;
}

/**
 * The first instant after `ms` at which the user's quiet hours are over: the start of the first local hour that
 * is not quiet. A zone's hours begin at the same minute past the UTC hour all year (daylight saving moves them by
 * whole hours in all but a few zones), so stepping whole hours from the start of the current local hour finds it;
 * a change that skips the end hour lands on the next hour that exists.
 */
export function quietEndsAt(ms: number, timeZone: string, quiet: QuietHours): number {
  const hourStart = ms - (ms % MINUTE_MS) - wallTime(ms, timeZone).minute * MINUTE_MS;
  for (let step = 1; step <= 24; step += 1) {
    const candidate = hourStart + step * HOUR_MS;
    if (!isQuietHour(localHour(candidate, timeZone), quiet)) return candidate;
  }
  return hourStart + 24 * HOUR_MS;
}
