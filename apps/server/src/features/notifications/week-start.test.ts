import { describe, expect, it } from 'vitest';
import { startOfDay, weekStart } from './week-start';

const iso = (ms: number) => new Date(ms).toISOString();

describe('weekStart: Monday 00:00 in the viewer’s time zone', () => {
  it.each([
    // A Wednesday afternoon in UTC.
    ['2026-03-11T15:00:00Z', 'UTC', '2026-03-09T00:00:00.000Z'],
    // Monday 00:00 itself belongs to the new week; a second earlier is the old one.
    ['2026-03-09T00:00:00Z', 'UTC', '2026-03-09T00:00:00.000Z'],
    ['2026-03-08T23:59:59Z', 'UTC', '2026-03-02T00:00:00.000Z'],
    // Sunday 23:30 in Los Angeles is already Monday in UTC: still last week for the viewer.
    ['2026-03-16T06:30:00Z', 'America/Los_Angeles', '2026-03-09T07:00:00.000Z'],
    // Berlin's Monday starts on Sunday 23:00 UTC in winter.
    ['2026-01-12T00:30:00Z', 'Europe/Berlin', '2026-01-11T23:00:00.000Z'],
    // Half-hour offsets.
    ['2026-03-11T12:00:00Z', 'Asia/Kolkata', '2026-03-08T18:30:00.000Z'],
    // The week in which Los Angeles moves its clocks forward (Sunday 8 March 2026): Monday 2 March is PST.
    ['2026-03-08T20:00:00Z', 'America/Los_Angeles', '2026-03-02T08:00:00.000Z'],
  ])('at %s in %s the week began at %s', (now, zone, expected) => {
    expect(iso(weekStart(Date.parse(now), zone))).toBe(expected);
  });
});

describe('startOfDay', () => {
  it('is midnight on an ordinary day', () => {
    expect(iso(startOfDay('2026-07-06', 'Europe/Berlin'))).toBe('2026-07-05T22:00:00.000Z');
  });

  it('is the first moment that exists when a clock change skips midnight (Santiago, 2022-09-11)', () => {
    // 00:00 never happened: clocks went from 23:59:59 (-04) to 01:00 (-03), at 04:00 UTC.
    expect(iso(startOfDay('2022-09-11', 'America/Santiago'))).toBe('2022-09-11T04:00:00.000Z');
  });

  it('is the first of two midnights when a clock change repeats the first hour (Havana, 2022-11-06)', () => {
    // At 01:00 (-04) clocks went back to 00:00 (-05): the day's first midnight was at 04:00 UTC.
    expect(iso(startOfDay('2022-11-06', 'America/Havana'))).toBe('2022-11-06T04:00:00.000Z');
  });

  it('starts when the previous day ends when clocks go back at midnight (Santiago, 2022-04-03)', () => {
    // At 00:00 (-03) clocks went back to 23:00 (-04) on the 2nd, so the 3rd began an hour later, at 04:00 UTC.
    expect(iso(startOfDay('2022-04-03', 'America/Santiago'))).toBe('2022-04-03T04:00:00.000Z');
  });
});
