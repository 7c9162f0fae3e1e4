import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../learning';
import {
  DEFAULT_TIME_ZONE,
  EMPTY_STREAK,
  MAX_STREAK_FREEZES,
  STREAK_FREEZE_EVERY_DAYS,
  daysBetween,
  canonicalTimeZone,
  localDay,
  recordActiveDay,
  streakOn,
  type StreakState,
} from './streak';

const HOUR_MS = 60 * 60 * 1000;
const at = (iso: string) => Date.parse(iso);

/** The 'YYYY-MM-DD' that is `offset` days after `day` (plain UTC calendar arithmetic, independent of streak.ts). */
function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** `n` consecutive days starting at `first`. */
function consecutiveDays(first: string, n: number): string[] {
  return Array.from({ length: n }, (_, index) => addDays(first, index));
}

function recordAll(days: readonly string[], from: StreakState = EMPTY_STREAK): StreakState {
  return days.reduce(recordActiveDay, from);
}

/** Runs with the process's own time zone set to `zone`, so nothing may depend on the host's zone. */
function withHostTimeZone(zone: string) {
  beforeEach(() => {
    vi.stubEnv('TZ', zone);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
}

describe('canonicalTimeZone', () => {
  it('gives the runtime spelling of a known zone, whatever the case sent', () => {
    expect(canonicalTimeZone('europe/BERLIN')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeUndefined();
  });

  it.each(['UTC', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Kolkata', 'Pacific/Kiritimati'])(
    'knows %s',
    (zone) => {
      expect(canonicalTimeZone(zone)).toEqual(expect.any(String));
    },
  );

  it.each(['', 'Mars/Olympus_Mons', 'Europe/Berlinn', 'not a zone', `Europe/${'x'.repeat(60)}`])(
    'refuses %j',
    (zone) => {
      expect(canonicalTimeZone(zone)).toBeUndefined();
    },
  );
});

describe('localDay', () => {
  // Local midnight of 2026-01-01 in each zone (winter: no daylight saving in the northern zones).
  it.each([
    ['UTC', '2026-01-01T00:00:00Z'],
    ['America/Los_Angeles', '2026-01-01T00:00:00-08:00'],
    ['Europe/Berlin', '2026-01-01T00:00:00+01:00'],
    ['Asia/Kolkata', '2026-01-01T00:00:00+05:30'],
    ['Pacific/Kiritimati', '2026-01-01T00:00:00+14:00'],
  ])('turns the day at local midnight in %s', (zone, midnightIso) => {
    const midnight = at(midnightIso);
    expect(localDay(midnight - 1, zone)).toBe('2025-12-31');
    expect(localDay(midnight, zone)).toBe('2026-01-01');
    expect(localDay(midnight + DAY_MS - 1, zone)).toBe('2026-01-01');
    expect(localDay(midnight + DAY_MS, zone)).toBe('2026-01-02');
  });

  it('puts one instant on different calendar days in different zones', () => {
    const instant = at('2026-01-01T07:30:00Z');
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2025-12-31');
    expect(localDay(instant, 'UTC')).toBe('2026-01-01');
    expect(localDay(instant, 'Europe/Berlin')).toBe('2026-01-01');
    expect(localDay(instant, 'Asia/Kolkata')).toBe('2026-01-01');
    expect(localDay(instant, 'Pacific/Kiritimati')).toBe('2026-01-01');

    const later = at('2026-01-01T10:30:00Z');
    expect(localDay(later, 'America/Los_Angeles')).toBe('2026-01-01');
    expect(localDay(later, 'Pacific/Kiritimati')).toBe('2026-01-02');
  });

  it('follows the half-hour offset of Asia/Kolkata', () => {
    expect(localDay(at('2026-06-15T18:29:59.999Z'), 'Asia/Kolkata')).toBe('2026-06-15');
    expect(localDay(at('2026-06-15T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-06-16');
  });

  it('always answers a zero-padded YYYY-MM-DD', () => {
    expect(localDay(at('2026-02-03T12:00:00Z'), 'UTC')).toBe('2026-02-03');
    expect(localDay(0, 'UTC')).toBe('1970-01-01');
  });

  describe('on an unknown time zone', () => {
    // The host zone is far from UTC, so falling back to the host instead of UTC would show.
    withHostTimeZone('Pacific/Kiritimati');

    it.each(['', 'Mars/Olympus_Mons', 'garbage', 'x'.repeat(65)])('falls back to UTC for %j', (zone) => {
      expect(DEFAULT_TIME_ZONE).toBe('UTC');
      expect(localDay(at('2026-01-01T23:30:00Z'), zone)).toBe('2026-01-01');
      expect(localDay(at('2026-01-02T00:00:00Z'), zone)).toBe('2026-01-02');
      expect(localDay(at('2025-12-31T23:59:59.999Z'), zone)).toBe('2025-12-31');
    });
  });

  describe('around daylight-saving changes', () => {
    // Sample every 15 minutes from 3 days before to 3 days after the change: each local day shows up, in order,
    // and the changeover day is 23 or 25 hours long (the zone's real rules are applied, not a fixed offset).
    it.each([
      ['America/Los_Angeles', '2026-03-08', '2026-03-05T08:00:00Z', 23],
      ['America/Los_Angeles', '2026-11-01', '2026-10-29T07:00:00Z', 25],
      ['Europe/Berlin', '2026-03-29', '2026-03-25T23:00:00Z', 23],
      ['Europe/Berlin', '2026-10-25', '2026-10-21T22:00:00Z', 25],
    ])('in %s on %s the streak stays continuous', (zone, changeDay, firstMidnightIso, changeDayHours) => {
      const start = at(firstMidnightIso);
      const quarter = 15 * 60 * 1000;
      const samplesPerDay = new Map<string, number>();
      const daysInOrder: string[] = [];
      for (let ms = start; ms < start + 7 * DAY_MS; ms += quarter) {
        const day = localDay(ms, zone);
        if (!samplesPerDay.has(day)) daysInOrder.push(day);
        samplesPerDay.set(day, (samplesPerDay.get(day) ?? 0) + 1);
      }

      expect(daysInOrder[0]).toBe(addDays(changeDay, -3));
      expect(daysInOrder).toContain(changeDay);
      expect(samplesPerDay.get(changeDay)).toBe(changeDayHours * 4);
      expect(samplesPerDay.get(addDays(changeDay, -1))).toBe(24 * 4);
      expect(samplesPerDay.get(addDays(changeDay, 1))).toBe(24 * 4);
      // Consecutive local days are exactly one whole day apart, across the change.
      for (let index = 1; index < daysInOrder.length; index += 1) {
        expect(daysBetween(daysInOrder[index - 1]!, daysInOrder[index]!)).toBe(1);
      }
      expect(daysInOrder).toEqual(consecutiveDays(daysInOrder[0]!, daysInOrder.length));

      const streak = recordAll(daysInOrder);
      expect(streak.current).toBe(daysInOrder.length);
      expect(streak.lastDay).toBe(daysInOrder.at(-1));
    });

    it('counts a learner acting just before and just after midnight on the US spring-forward day', () => {
      const zone = 'America/Los_Angeles';
      const instants = [
        at('2026-03-07T23:59:00-08:00'),
        at('2026-03-08T00:01:00-08:00'), // the 23-hour day starts in PST ...
        at('2026-03-08T23:59:00-07:00'), // ... and ends in PDT
        at('2026-03-09T00:01:00-07:00'),
      ];
      const days = instants.map((ms) => localDay(ms, zone));
      expect(days).toEqual(['2026-03-07', '2026-03-08', '2026-03-08', '2026-03-09']);
      expect(recordAll(days)).toMatchObject({ current: 3, longest: 3, lastDay: '2026-03-09' });
    });

    it('counts the EU fall-back day (25 hours) once', () => {
      const zone = 'Europe/Berlin';
      const days = [
        at('2026-10-24T23:30:00+02:00'),
        at('2026-10-25T00:30:00+02:00'),
        at('2026-10-25T02:30:00+02:00'), // 02:30 happens twice this night
        at('2026-10-25T02:30:00+01:00'),
        at('2026-10-25T23:30:00+01:00'),
        at('2026-10-26T00:30:00+01:00'),
      ].map((ms) => localDay(ms, zone));
      expect(days).toEqual([
        '2026-10-24',
        '2026-10-25',
        '2026-10-25',
        '2026-10-25',
        '2026-10-25',
        '2026-10-26',
      ]);
      expect(recordAll(days).current).toBe(3);
    });
  });
});

describe('daysBetween', () => {
  it.each([
    ['2026-03-08', '2026-03-08', 0],
    ['2026-03-08', '2026-03-09', 1],
    ['2026-03-09', '2026-03-08', -1],
    ['2026-03-07', '2026-03-10', 3], // US spring forward inside
    ['2026-03-28', '2026-03-30', 2], // EU spring forward inside
    ['2026-10-24', '2026-10-26', 2], // EU fall back inside
    ['2026-10-31', '2026-11-02', 2], // US fall back inside
    ['2025-12-31', '2026-01-01', 1],
    ['2026-02-28', '2026-03-01', 1],
    ['2028-02-28', '2028-03-01', 2], // leap year
    ['2026-01-01', '2027-01-01', 365],
  ])('from %s to %s is %d', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  describe('whatever the host time zone', () => {
    withHostTimeZone('America/Los_Angeles');

    it('stays whole across daylight-saving changes', () => {
      expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
      expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
      expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    });
  });

  it('is whole and matches calendar arithmetic for any two days (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: -800, max: 800 }), (start, offset) => {
        const from = addDays('2020-01-01', start);
        const to = addDays(from, offset);
        const between = daysBetween(from, to);
        expect(Number.isInteger(between)).toBe(true);
        expect(between).toBe(offset);
      }),
    );
  });
});

describe('recordActiveDay', () => {
  it('starts a streak of 1 on the first active day', () => {
    expect(recordActiveDay(EMPTY_STREAK, '2026-05-01')).toEqual({
      current: 1,
      longest: 1,
      freezes: 0,
      lastDay: '2026-05-01',
    });
  });

  it('is idempotent for the same day', () => {
    const once = recordActiveDay(EMPTY_STREAK, '2026-05-01');
    expect(recordActiveDay(once, '2026-05-01')).toEqual(once);
    const three = recordAll(['2026-05-01', '2026-05-02', '2026-05-03']);
    expect(recordAll(['2026-05-03', '2026-05-03', '2026-05-03'], three)).toEqual(three);
  });

  it('ignores a day before the last one (the time zone moved west)', () => {
    const state = recordAll(['2026-05-01', '2026-05-02']);
    expect(recordActiveDay(state, '2026-05-01')).toEqual(state);
  });

  it('counts consecutive days', () => {
    expect(recordAll(['2026-05-01', '2026-05-02', '2026-05-03'])).toEqual({
      current: 3,
      longest: 3,
      freezes: 0,
      lastDay: '2026-05-03',
    });
  });

  it('counts across a month and a year end', () => {
    expect(recordAll(['2026-04-30', '2026-05-01']).current).toBe(2);
    expect(recordAll(['2025-12-31', '2026-01-01']).current).toBe(2);
  });

  it('restarts at 1 after a gap without freezes, keeping the longest', () => {
    const state = recordAll(['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-05']);
    expect(state).toEqual({ current: 1, longest: 3, freezes: 0, lastDay: '2026-05-05' });
  });

  it('keeps the longest through a shorter new streak and raises it when the new one is longer', () => {
    let state = recordAll(consecutiveDays('2026-05-01', 4));
    state = recordAll(consecutiveDays('2026-05-10', 2), state);
    expect(state).toMatchObject({ current: 2, longest: 4 });
    state = recordAll(consecutiveDays('2026-05-12', 3), state);
    expect(state).toMatchObject({ current: 5, longest: 5 });
  });

  it('earns a freeze on the 7th and the 14th day, and holds at most 2', () => {
    expect(STREAK_FREEZE_EVERY_DAYS).toBe(7);
    expect(MAX_STREAK_FREEZES).toBe(2);
    const days = consecutiveDays('2026-05-01', 21);
    const freezesAfter = (n: number) => recordAll(days.slice(0, n)).freezes;
    expect(freezesAfter(6)).toBe(0);
    expect(freezesAfter(7)).toBe(1);
    expect(freezesAfter(13)).toBe(1);
    expect(freezesAfter(14)).toBe(2);
    expect(freezesAfter(20)).toBe(2);
    expect(freezesAfter(21)).toBe(2);
  });

  it('spends one freeze on one missed day and the streak goes on', () => {
    const seven = recordAll(consecutiveDays('2026-05-01', 7));
    expect(seven.freezes).toBe(1);
    // 2026-05-08 is missed.
    expect(recordActiveDay(seven, '2026-05-09')).toEqual({
      current: 8,
      longest: 8,
      freezes: 0,
      lastDay: '2026-05-09',
    });
  });

  it('spends two freezes on two missed days', () => {
    const fourteen = recordAll(consecutiveDays('2026-05-01', 14));
    expect(fourteen.freezes).toBe(2);
    // 2026-05-15 and 2026-05-16 are missed.
    expect(recordActiveDay(fourteen, '2026-05-17')).toMatchObject({ current: 15, freezes: 0 });
  });

  it('breaks on two missed days with one freeze (the unused freeze stays held)', () => {
    const seven = recordAll(consecutiveDays('2026-05-01', 7));
    // 2026-05-08 and 2026-05-09 are missed.
    expect(recordActiveDay(seven, '2026-05-10')).toEqual({
      current: 1,
      longest: 7,
      freezes: 1,
      lastDay: '2026-05-10',
    });
  });

  it('breaks on three missed days with two freezes', () => {
    const fourteen = recordAll(consecutiveDays('2026-05-01', 14));
    expect(recordActiveDay(fourteen, '2026-05-18')).toMatchObject({ current: 1, longest: 14 });
  });

  it('spends a freeze and earns one on the same day', () => {
    // Days 1-12 in a row (one freeze from day 7), a missed day, then the 13th and 14th active days.
    let state = recordAll(consecutiveDays('2026-05-01', 12));
    expect(state.freezes).toBe(1);
    state = recordActiveDay(state, '2026-05-14'); // 2026-05-13 missed: the freeze is spent
    expect(state).toMatchObject({ current: 13, freezes: 0 });
    state = recordActiveDay(state, '2026-05-15'); // the 14th active day earns one
    expect(state).toMatchObject({ current: 14, freezes: 1 });
  });

  it('counts the 7th active day, not the 7th calendar day, when a freeze bridged a gap', () => {
    let state = recordAll(consecutiveDays('2026-05-01', 7)); // freezes 1
    state = recordActiveDay(state, '2026-05-09'); // 05-08 missed, freeze spent, current 8
    state = recordAll(consecutiveDays('2026-05-10', 5), state); // current 13
    expect(state).toMatchObject({ current: 13, freezes: 0 });
    state = recordActiveDay(state, '2026-05-15');
    expect(state).toMatchObject({ current: 14, freezes: 1 });
  });

  it('does not change the state it is given', () => {
    const state: StreakState = { current: 3, longest: 5, freezes: 1, lastDay: '2026-05-03' };
    const copy = { ...state };
    recordActiveDay(state, '2026-05-04');
    expect(state).toEqual(copy);
  });

  describe('with real instants and time zones', () => {
    it('counts 23:59:59.999 and the next 00:00 as two days, in the learner’s zone', () => {
      const zone = 'Europe/Berlin';
      const days = [at('2026-01-01T23:59:59.999+01:00'), at('2026-01-02T00:00:00+01:00')].map((ms) =>
        localDay(ms, zone),
      );
      expect(recordAll(days)).toMatchObject({ current: 2, lastDay: '2026-01-02' });
    });

    it('counts 00:00 and 23:59:59.999 of one local day as one day', () => {
      const zone = 'Asia/Kolkata';
      const days = [at('2026-01-01T00:00:00+05:30'), at('2026-01-01T23:59:59.999+05:30')].map((ms) =>
        localDay(ms, zone),
      );
      expect(recordAll(days)).toMatchObject({ current: 1, lastDay: '2026-01-01' });
    });

    it.each([
      ['UTC', 1],
      ['America/Los_Angeles', 2],
      ['Europe/Berlin', 1],
      ['Pacific/Kiritimati', 2],
    ])('in %s the same two instants make a streak of %d', (zone, expected) => {
      // 2026-01-01 07:30Z and 10:30Z: one day in UTC, straddling local midnight in LA and Kiritimati.
      const days = [at('2026-01-01T07:30:00Z'), at('2026-01-01T10:30:00Z')].map((ms) => localDay(ms, zone));
      expect(recordAll(days).current).toBe(expected);
    });
  });
});

describe('streakOn', () => {
  const state = (over: Partial<StreakState>): StreakState => ({
    current: 9,
    longest: 12,
    freezes: 0,
    lastDay: '2026-05-10',
    ...over,
  });

  it('shows nothing before the first active day', () => {
    expect(streakOn(EMPTY_STREAK, '2026-05-10')).toEqual({ current: 0, longest: 0, freezes: 0 });
  });

  it('keeps the streak when the last active day is today', () => {
    expect(streakOn(state({}), '2026-05-10')).toEqual({ current: 9, longest: 12, freezes: 0 });
  });

  it('keeps the streak when the last active day is yesterday, spending nothing', () => {
    expect(streakOn(state({ freezes: 2 }), '2026-05-11')).toEqual({ current: 9, longest: 12, freezes: 2 });
  });

  it('shows 0 (longest kept) when the last active day is older and no freezes are held', () => {
    expect(streakOn(state({}), '2026-05-12')).toEqual({ current: 0, longest: 12, freezes: 0 });
    expect(streakOn(state({}), '2026-06-30')).toEqual({ current: 0, longest: 12, freezes: 0 });
  });

  it('covers one missed day with one freeze', () => {
    expect(streakOn(state({ freezes: 1 }), '2026-05-12')).toEqual({ current: 9, longest: 12, freezes: 0 });
    expect(streakOn(state({ freezes: 2 }), '2026-05-12')).toEqual({ current: 9, longest: 12, freezes: 1 });
  });

  it('covers two missed days with two freezes', () => {
    expect(streakOn(state({ freezes: 2 }), '2026-05-13')).toEqual({ current: 9, longest: 12, freezes: 0 });
  });

  it('shows 0 when the missed days outnumber the freezes (freezes still held)', () => {
    expect(streakOn(state({ freezes: 1 }), '2026-05-13')).toEqual({ current: 0, longest: 12, freezes: 1 });
    expect(streakOn(state({ freezes: 2 }), '2026-05-14')).toEqual({ current: 0, longest: 12, freezes: 2 });
  });

  it('keeps the streak when today is before the last active day (the zone moved west)', () => {
    expect(streakOn(state({ freezes: 1 }), '2026-05-09')).toEqual({ current: 9, longest: 12, freezes: 1 });
  });

  it('does not change the stored state', () => {
    const stored = state({ freezes: 2 });
    const copy = { ...stored };
    streakOn(stored, '2026-05-13');
    expect(stored).toEqual(copy);
  });

  it('shows what a learner in Los Angeles sees just before and just after midnight', () => {
    const zone = 'America/Los_Angeles';
    const stored = recordAll(['2026-03-07', '2026-03-08']); // active Sat and Sun
    // Monday 23:59 PDT: Sunday was yesterday, the streak holds.
    expect(streakOn(stored, localDay(at('2026-03-09T23:59:59-07:00'), zone)).current).toBe(2);
    // Tuesday 00:00 PDT: Monday was missed and no freeze is held.
    expect(streakOn(stored, localDay(at('2026-03-10T00:00:00-07:00'), zone)).current).toBe(0);
  });
});

// Property tests: fast-check's default 100 runs; localDay builds an Intl formatter per call, so allow time.
describe('streak properties', () => {
  const startDay = fc.integer({ min: 0, max: 2000 }).map((offset) => addDays('2024-01-01', offset));
  // 0 repeats the day, 1 is the next day, more leaves days out.
  const gaps = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 60 });

  it('keeps 1 ≤ current ≤ longest and 0 ≤ freezes ≤ 2, and longest is the best current so far', () => {
    fc.assert(
      fc.property(startDay, gaps, (first, steps) => {
        let state = recordActiveDay(EMPTY_STREAK, first);
        let day = first;
        let best = state.current;
        for (const step of steps) {
          day = addDays(day, step);
          state = recordActiveDay(state, day);
          best = Math.max(best, state.current);
          expect(state.current).toBeGreaterThanOrEqual(1);
          expect(state.longest).toBeGreaterThanOrEqual(state.current);
          expect(state.longest).toBe(best);
          expect(state.freezes).toBeGreaterThanOrEqual(0);
          expect(state.freezes).toBeLessThanOrEqual(MAX_STREAK_FREEZES);
          expect(state.lastDay).toBe(day);
          for (let ahead = 0; ahead <= 4; ahead += 1) {
            const view = streakOn(state, addDays(day, ahead));
            expect(view.longest).toBeGreaterThanOrEqual(view.current);
            expect(view.freezes).toBeGreaterThanOrEqual(0);
            expect(view.freezes).toBeLessThanOrEqual(state.freezes);
          }
        }
      }),
    );
  }, 30_000);

  it('gives a streak of n consecutive days current n, longest n and ⌊n/7⌋ freezes (at most 2)', () => {
    fc.assert(
      fc.property(startDay, fc.integer({ min: 1, max: 60 }), (first, n) => {
        const state = recordAll(consecutiveDays(first, n));
        expect(state).toEqual({
          current: n,
          longest: n,
          freezes: Math.min(MAX_STREAK_FREEZES, Math.floor(n / STREAK_FREEZE_EVERY_DAYS)),
          lastDay: addDays(first, n - 1),
        });
        expect(streakOn(state, addDays(first, n - 1)).current).toBe(n);
        expect(streakOn(state, addDays(first, n)).current).toBe(n);
      }),
    );
  });

  it('is idempotent: recording a day twice equals recording it once', () => {
    fc.assert(
      fc.property(startDay, gaps, fc.integer({ min: 0, max: 4 }), (first, steps, last) => {
        let day = first;
        const days = [first, ...steps.map((step) => (day = addDays(day, step)))];
        const state = recordAll(days);
        const next = addDays(day, last);
        expect(recordActiveDay(recordActiveDay(state, next), next)).toEqual(recordActiveDay(state, next));
      }),
    );
  });

  it('agrees with streakOn: acting on a day extends exactly the streak that day shows', () => {
    fc.assert(
      fc.property(startDay, gaps, fc.integer({ min: 1, max: 5 }), (first, steps, ahead) => {
        let day = first;
        const state = recordAll([first, ...steps.map((step) => (day = addDays(day, step)))]);
        const today = addDays(day, ahead);
        const view = streakOn(state, today);
        const after = recordActiveDay(state, today);
        expect(after.current).toBe(view.current > 0 ? view.current + 1 : 1);
        const earned = after.current % STREAK_FREEZE_EVERY_DAYS === 0 ? 1 : 0;
        expect(after.freezes).toBe(Math.min(MAX_STREAK_FREEZES, view.freezes + earned));
        expect(after.longest).toBe(Math.max(view.longest, after.current));
      }),
    );
  });

  it('never breaks for a learner acting every 3 hours, in any zone, across any DST change of 2026', () => {
    const zones = ['UTC', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Kolkata', 'Pacific/Kiritimati'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: at('2026-01-01T00:00:00Z'), max: at('2026-12-31T00:00:00Z') }),
        fc.integer({ min: 1, max: 80 }),
        (zone, start, steps) => {
          // Every local day lasts at least 23 hours, so acting every 3 hours touches each one.
          const days = Array.from({ length: steps + 1 }, (_, index) =>
            localDay(start + index * 3 * HOUR_MS, zone),
          );
          const first = days[0]!;
          const last = days.at(-1)!;
          const state = recordAll(days);
          expect(state.current).toBe(daysBetween(first, last) + 1);
          expect(state.lastDay).toBe(last);
          // Local days only move forward, one whole day at a time.
          for (let index = 1; index < days.length; index += 1) {
            expect([0, 1]).toContain(daysBetween(days[index - 1]!, days[index]!));
          }
        },
      ),
    );
  }, 30_000);
});
