import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberTimeZoneForSignIn, timeZoneCookie } from './time-zone-cookie';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('timeZoneCookie', () => {
  it('holds the zone, encoded, for the sign-in callback only and for 15 minutes', () => {
    expect(timeZoneCookie('America/Port_of_Spain', 'http:')).toBe(
      'tl_time_zone=America%2FPort_of_Spain; Path=/api/auth; Max-Age=900; SameSite=Lax',
    );
  });

  it('is Secure over https', () => {
    expect(timeZoneCookie('Europe/Paris', 'https:')).toBe(
      'tl_time_zone=Europe%2FParis; Path=/api/auth; Max-Age=900; SameSite=Lax; Secure',
    );
  });

  it('is not set when the browser names no zone', () => {
    expect(timeZoneCookie('', 'https:')).toBeNull();
  });
});

describe('rememberTimeZoneForSignIn', () => {
  it('writes the browser’s own zone to document.cookie', () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    const written = vi.spyOn(document, 'cookie', 'set');
    rememberTimeZoneForSignIn();
    expect(written).toHaveBeenCalledWith(
      'tl_time_zone=Asia%2FTokyo; Path=/api/auth; Max-Age=900; SameSite=Lax',
    );
  });
});
