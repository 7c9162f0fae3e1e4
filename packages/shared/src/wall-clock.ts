import { canonicalTimeZone, DEFAULT_TIME_ZONE } from './xp/streak';

/**
 * Reading an instant on a user's wall clock, and back: the one way the server finds a local hour (quiet hours,
 * the streak reminder), a zone's offset (the weekly summary's week) or the instant of a local time. Zones are
 * IANA names; an unknown one reads as UTC.
 */
const HOUR_MS = 60 * 60 * 1000;

/** One formatter per canonical zone (bounded by the IANA list, whatever spellings are stored). */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  const zone = canonicalTimeZone(timeZone) ?? DEFAULT_TIME_ZONE;
  const cached = wallClocks.get(zone);
  if (cached) return cached;
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  wallClocks.set(zone, formatter);
  return formatter;
}

/** The wall clock of `timeZone` at the instant `ms`, to the second, read as if it were UTC. */
export function wallTime(ms: number, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** How far the zone's wall clock is ahead of UTC at the instant `ms` (negative west of Greenwich). */
export function zoneOffset(ms: number, timeZone: string): number {
  return wallTime(ms, timeZone) - (ms - (ms % 1000));
}

/** The hour (0–23) the wall clock of `timeZone` shows at the instant `ms`. */
export function localHour(ms: number, timeZone: string): number {
  return new Date(wallTime(ms, timeZone)).getUTCHours();
}

/**
 * The instant the wall clock of `timeZone` shows `hour`:00 on `day` ('YYYY-MM-DD'). The zone's offset is taken
 * at a first guess and again at the instant it gives, which settles it on either side of a daylight-saving
 * change; in the hour a change skips (no such wall time), the later candidate (after the change) is taken.
 */
export function wallClockInstant(day: string, hour: number, timeZone: string): number {
  const wanted = Date.parse(`${day}T00:00:00Z`) + hour * HOUR_MS;
  const first = wanted - (wallTime(wanted, timeZone) - wanted);
  const second = wanted - (wallTime(first, timeZone) - first);
  const exact = [first, second].filter((ms) => wallTime(ms, timeZone) === wanted);
  return exact.length > 0 ? Math.min(...exact) : Math.max(first, second);
}
