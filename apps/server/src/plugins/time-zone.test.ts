import { describe, expect, it } from 'vitest';
import { signUpTimeZoneOf, timeZoneOf } from './time-zone';

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
});

describe('signUpTimeZoneOf', () => {
  it('takes the header first, then the Google sign-in page’s cookie, then UTC', () => {
    const cookie = 'a=1; tl_time_zone=Asia%2FTokyo; b=2';
    expect(signUpTimeZoneOf(new Headers({ 'x-time-zone': 'europe/berlin', cookie }))).toBe('Europe/Berlin');
    expect(signUpTimeZoneOf(new Headers({ 'x-time-zone': 'Mars/Base', cookie }))).toBe('Asia/Tokyo');
    expect(signUpTimeZoneOf(new Headers({ cookie: 'tl_time_zone=%E0%A4%A' }))).toBe('UTC');
    expect(signUpTimeZoneOf(new Headers({ cookie: 'tl_time_zone=Not%2FAZone' }))).toBe('UTC');
    expect(signUpTimeZoneOf(new Headers())).toBe('UTC');
  });
});
