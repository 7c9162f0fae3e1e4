import { DAY_MS } from '../learning';

/**
 * Streaks count consecutive calendar days, in the user's own time zone, with at least one XP-earning action of
 * their own. A streak is current while its last day is today or yesterday; otherwise it is 0, unless freezes
 * cover the missed days: every 7th day of a streak earns a freeze (at most 2 held), and a missed day spends one
 * automatically. Days are 'YYYY-MM-DD' strings, so daylight-saving changes never shorten or stretch a day.
 */
export const STREAK_FREEZE_EVERY_DAYS = 7;
export const MAX_STREAK_FREEZES = 2;
export const DEFAULT_TIME_ZONE = 'UTC';

export interface StreakState {
  /** Days in the streak as of `lastDay`. */
  current: number;
  longest: number;
  /** Freezes held as of `lastDay`. */
  freezes: number;
  /** The last day with an XP-earning action, or null before the first. */
  lastDay: string | null;
}

export const EMPTY_STREAK: StreakState = { current: 0, longest: 0, freezes: 0, lastDay: null };

/** What the user sees today: the streak and the freezes still held after covering any missed days. */
export interface StreakView {
  current: number;
  longest: number;
  freezes: number;
}

/**
 * One formatter per known zone, under its canonical name: building one costs far more than using it. Only
 * canonical names are kept, so the cache stays as small as the IANA list whatever spellings clients send
 * ('europe/BERLIN' is the same zone, and must not become another entry).
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat | undefined {
  const cached = dayFormatters.get(timeZone);
  if (cached) return cached;
  if (!timeZone || timeZone.length > 64) return undefined;
  try {
    const formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const canonical = formatter.resolvedOptions().timeZone;
    const known = dayFormatters.get(canonical);
    if (known) return known;
    dayFormatters.set(canonical, formatter);
    return formatter;
  } catch {
    return undefined;
  }
}

/** The runtime's canonical spelling of a known zone ('europe/berlin' → 'Europe/Berlin'), or undefined. */
export function canonicalTimeZone(timeZone: string): string | undefined {
  return dayFormatter(timeZone)?.resolvedOptions().timeZone;
}

/** The calendar day, 'YYYY-MM-DD', that the instant `ms` falls on in `timeZone` (UTC when it is not valid). */
export function localDay(ms: number, timeZone: string): string {
  const formatter = dayFormatter(timeZone) ?? dayFormatter(DEFAULT_TIME_ZONE)!;
  const parts = formatter.formatToParts(new Date(ms));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whole calendar days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Days strictly between the last active day and `day` that had no action (0 when consecutive or same day). */
function missedDaysBefore(lastDay: string, day: string): number {
  return Math.max(0, daysBetween(lastDay, day) - 1);
}

/** The state after an XP-earning action of the user's own on `day`. Idempotent for the same day. */
export function recordActiveDay(state: StreakState, day: string): StreakState {
  if (state.lastDay !== null && daysBetween(state.lastDay, day) <= 0) return state;
  const missed = state.lastDay === null ? Infinity : missedDaysBefore(state.lastDay, day);
  const survives = missed <= state.freezes;
  const current = survives ? state.current + 1 : 1;
  const freezesLeft = survives ? state.freezes - missed : state.freezes;
  const earnsFreeze = current % STREAK_FREEZE_EVERY_DAYS === 0;
  return {
    current,
    longest: Math.max(state.longest, current),
    freezes: Math.min(MAX_STREAK_FREEZES, freezesLeft + (earnsFreeze ? 1 : 0)),
    lastDay: day,
  };
}

/** The streak as seen on `today`: kept while the missed days since the last action are covered by freezes. */
export function streakOn(state: StreakState, today: string): StreakView {
  if (state.lastDay === null) return { current: 0, longest: state.longest, freezes: state.freezes };
  const missed = missedDaysBefore(state.lastDay, today);
  if (missed > state.freezes) return { current: 0, longest: state.longest, freezes: state.freezes };
  return { current: state.current, longest: state.longest, freezes: state.freezes - missed };
}
