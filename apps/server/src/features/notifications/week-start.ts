import { DAY_MS, localDay } from '@teachloop/shared';

const HOUR_MS = 60 * 60 * 1000;

/** Wall-clock formatters by canonical zone name (bounded by the IANA list; other spellings are not kept). */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  const cached = wallClocks.get(timeZone);
  if (cached) return cached;
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  if (formatter.resolvedOptions().timeZone === timeZone) wallClocks.set(timeZone, formatter);
  return formatter;
}

/** How far the zone's wall clock is ahead of UTC at the instant `ms` (negative west of Greenwich). */
function zoneOffset(ms: number, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - (ms - (ms % 1000));
}

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
