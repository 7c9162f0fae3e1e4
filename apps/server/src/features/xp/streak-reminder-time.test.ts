import {
  isQuietHour,
  localHour,
  recordActiveDay,
  wallClockInstant,
  EMPTY_STREAK,
  type StreakState,
} from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { streakEndingDay, streakEndingTonight, streakReminderAt } from './streak-reminder';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const streak = (state: Partial<StreakState>): StreakState => ({ ...EMPTY_STREAK, ...state });

describe('streakReminderAt: 19:00 on the last day the streak survives, in the student’s zone', () => {
  it.each([
    // East and west of UTC, on ordinary days.
    [{ current: 2, lastDay: '2026-07-01' }, 'UTC', '2026-07-02T19:00:00.000Z'],
    [{ current: 2, lastDay: '2026-07-01' }, 'America/New_York', '2026-07-02T23:00:00.000Z'],
    [{ current: 5, lastDay: '2026-07-01' }, 'Asia/Tokyo', '2026-07-02T10:00:00.000Z'],
    [{ current: 3, lastDay: '2026-01-14' }, 'Asia/Kolkata', '2026-01-15T13:30:00.000Z'],
    [{ current: 3, lastDay: '2026-01-14' }, 'Pacific/Auckland', '2026-01-15T06:00:00.000Z'],
    // Across the spring-forward and fall-back changes (New York: 8 March and 1 November 2026).
    [{ current: 2, lastDay: '2026-03-07' }, 'America/New_York', '2026-03-08T23:00:00.000Z'],
    [{ current: 2, lastDay: '2026-03-06' }, 'America/New_York', '2026-03-08T00:00:00.000Z'],
    [{ current: 2, lastDay: '2026-10-31' }, 'America/New_York', '2026-11-02T00:00:00.000Z'],
    [{ current: 2, lastDay: '2026-10-30' }, 'America/New_York', '2026-10-31T23:00:00.000Z'],
    // Berlin's change (29 March 2026) and Auckland's (5 April 2026, the southern autumn).
    [{ current: 2, lastDay: '2026-03-28' }, 'Europe/Berlin', '2026-03-29T17:00:00.000Z'],
    [{ current: 2, lastDay: '2026-04-04' }, 'Pacific/Auckland', '2026-04-05T07:00:00.000Z'],
    // Each freeze held moves it one day later.
    [{ current: 7, freezes: 1, lastDay: '2026-07-01' }, 'UTC', '2026-07-03T19:00:00.000Z'],
    [{ current: 14, freezes: 2, lastDay: '2026-07-01' }, 'Asia/Tokyo', '2026-07-04T10:00:00.000Z'],
    // An unknown zone counts in UTC, as the streak does.
    [{ current: 2, lastDay: '2026-07-01' }, 'Mars/Olympus_Mons', '2026-07-02T19:00:00.000Z'],
  ])('%o in %s: due at %s', (state, zone, expected) => {
    expect(iso(streakReminderAt(streak(state), zone))).toBe(expected);
  });

  it('is null with nothing at stake: no streak, or a streak of one day', () => {
    expect(streakReminderAt(EMPTY_STREAK, 'UTC')).toBeNull();
    expect(streakReminderAt(recordActiveDay(EMPTY_STREAK, '2026-07-01'), 'UTC')).toBeNull();
    const two = ['2026-07-01', '2026-07-02'].reduce(recordActiveDay, EMPTY_STREAK);
    expect(iso(streakReminderAt(two, 'UTC'))).toBe('2026-07-03T19:00:00.000Z');
  });
});

describe('streakEndingTonight', () => {
  const two = streak({ current: 2, lastDay: '2026-07-01' });
  it('names the streak on its last surviving day only, when nothing counted that day', () => {
    expect(streakEndingTonight(two, '2026-07-01')).toBe(0); // acted today
    expect(streakEndingTonight(two, '2026-07-02')).toBe(2);
    expect(streakEndingTonight(two, '2026-07-03')).toBe(0); // already ended: stale
    const frozen = streak({ current: 8, freezes: 1, lastDay: '2026-07-01' });
    expect(streakEndingTonight(frozen, '2026-07-02')).toBe(0); // the freeze covers tonight
    expect(streakEndingTonight(frozen, '2026-07-03')).toBe(8);
    expect(streakEndingTonight(streak({ current: 1, lastDay: '2026-07-01' }), '2026-07-02')).toBe(0);
  });

  it('agrees with the ending day the reminder was stored for', () => {
    expect(streakEndingDay(two)).toBe('2026-07-02');
  });
});

describe('local wall clock', () => {
  it('reads the hour in the zone, for quiet hours', () => {
    const at = Date.parse('2026-07-02T23:00:00Z');
    expect(localHour(at, 'America/New_York')).toBe(19);
    expect(localHour(at, 'Asia/Tokyo')).toBe(8);
    expect(isQuietHour(localHour(at, 'Asia/Tokyo'), { start: 22, end: 8 })).toBe(false);
    expect(isQuietHour(localHour(at, 'America/New_York'), { start: 18, end: 8 })).toBe(true);
  });

  it('takes the hour after a spring-forward gap for a wall time that does not exist', () => {
    // 02:00 on 8 March 2026 never happens in New York: clocks go from 02:00 EST to 03:00 EDT.
    expect(iso(wallClockInstant('2026-03-08', 2, 'America/New_York'))).toBe('2026-03-08T07:00:00.000Z');
    // 01:00 on 1 November happens twice: the first (EDT) is taken.
    expect(iso(wallClockInstant('2026-11-01', 1, 'America/New_York'))).toBe('2026-11-01T05:00:00.000Z');
  });
});
