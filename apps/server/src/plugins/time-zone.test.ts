import { describe, expect, it } from 'vitest';
import { timeZoneOf, withTimeZone } from './time-zone';

const request = (value?: string | string[]) => ({
  headers: value === undefined ? {} : { 'x-time-zone': value },
});

describe('timeZoneOf', () => {
  it.each([
    ['Europe/Berlin', 'Europe/Berlin'],
    ['america/los_angeles', 'America/Los_Angeles'],
    ['UTC', 'UTC'],
  ])('%j → %j', (header, zone) => {
    expect(timeZoneOf(request(header))).toBe(zone);
  });

  it.each([
    [undefined],
    [''],
    ['Mars/Olympus_Mons'],
    ['+02:00'],
    ['x'.repeat(200)],
    [['Europe/Berlin', 'UTC']],
  ])('falls back to UTC for %j', (header) => {
    expect(timeZoneOf(request(header))).toBe('UTC');
  });

  it('adds the zone to a service’s dependencies without changing them', () => {
    const deps = { db: 'db' };
    expect(withTimeZone(deps, request('Asia/Tokyo'))).toEqual({ db: 'db', timeZone: 'Asia/Tokyo' });
    expect(deps).toEqual({ db: 'db' });
  });
});
