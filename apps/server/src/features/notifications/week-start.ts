import { DAY_MS, localDay, zoneOffset } from '@teachloop/shared';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The first instant of the calendar day `day` ('YYYY-MM-DD') in `timeZone`: its midnight, or, where a
 * daylight-saving change skips midnight, the first moment that exists. The two candidates use the zone's offset
 * on either side of a change near midnight; the earliest that begins the day (on it, an hour earlier not) wins.
 */
export function startOfDay(day: string, timeZone: string): number {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const first = midnightUtc - zoneOffset(midnightUtc, timeZone);
  const second = midnightUtc - zoneOffset(first, timeZone);
  const candidates = [first, second].filter(
    (ms) => localDay(ms, timeZone) === day && localDay(ms - HOUR_MS, timeZone) !== day,
  );
  return candidates.length > 0 ? Math.min(...candidates) : first;
}

/** Monday 00:00 of the week that `now` falls in, in `timeZone` (weeks start on Monday, ISO 8601). */
export function weekStart(now: number, timeZone: string): number {
  const today = localDay(now, timeZone);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const daysSinceMonday = (weekday + 6) % 7;
  const monday = new Date(Date.parse(`${today}T00:00:00Z`) - daysSinceMonday * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return startOfDay(monday, timeZone);
}
