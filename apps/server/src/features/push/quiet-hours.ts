import { isQuietHour, localHour, wallTime, type QuietHours } from '@teachloop/shared';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The first instant after `ms` at which the user's quiet hours are over: the start of the first local hour that
 * is not quiet. A zone's hours begin at the same minute past the UTC hour all year (daylight saving moves them by
 * whole hours in all but a few zones), so stepping whole hours from the start of the current local hour finds it;
 * a change that skips the end hour lands on the next hour that exists.
 */
export function quietEndsAt(ms: number, timeZone: string, quiet: QuietHours): number {
  const hourStart = ms - (ms % MINUTE_MS) - new Date(wallTime(ms, timeZone)).getUTCMinutes() * MINUTE_MS;
  for (let step = 1; step <= 24; step += 1) {
    const candidate = hourStart + step * HOUR_MS;
    if (!isQuietHour(localHour(candidate, timeZone), quiet)) return candidate;
  }
  return hourStart + 24 * HOUR_MS;
}
