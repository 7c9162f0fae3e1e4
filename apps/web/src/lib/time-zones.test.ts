import { describe, expect, it } from 'vitest';
import { timeZoneLabel, timeZoneOptions } from './time-zones';

const ZONES = ['America/New_York', 'Asia/Tokyo', 'Europe/Berlin', 'Europe/Paris'];

describe('timeZoneOptions', () => {
  it('offers the browser’s zone first when it is not the saved one, and lists it only there', () => {
    const options = timeZoneOptions(ZONES, 'Europe/Berlin', 'Europe/Paris');
    expect(options[0]).toEqual({
      value: 'Europe/Paris',
      label: 'Use my browser’s time zone (Europe/Paris)',
    });
    expect(options.map((option) => option.value)).toEqual([
      'Europe/Paris',
      'America/New_York',
      'Asia/Tokyo',
      'Europe/Berlin',
      'UTC',
    ]);
  });

  it('lists every zone in order when the browser’s is the saved one, or unknown', () => {
    const values = ['America/New_York', 'Asia/Tokyo', 'Europe/Berlin', 'Europe/Paris', 'UTC'];
    expect(timeZoneOptions(ZONES, 'Europe/Paris', 'Europe/Paris').map((option) => option.value)).toEqual(
      values,
    );
    expect(timeZoneOptions(ZONES, 'Europe/Paris', '').map((option) => option.value)).toEqual(values);
  });

  it('keeps a saved zone the list lacks, so the picker can show it', () => {
    const values = timeZoneOptions(ZONES, 'Asia/Calcutta', 'Asia/Calcutta').map((option) => option.value);
    expect(values).toContain('Asia/Calcutta');
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('timeZoneLabel', () => {
  it('reads underscores as spaces', () => {
    expect(timeZoneLabel('America/Port_of_Spain')).toBe('America/Port of Spain');
  });
});
