import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedCookieReader } from './signed-cookie';

const SECRET = 'a-secret-of-at-least-thirty-two-chars';
const signed = (value: string, secret = SECRET) =>
  `${value}.${createHmac('sha256', secret).update(value).digest('base64')}`;
const header = (raw: string) => `theme=dark; sid=${encodeURIComponent(raw)}; other=1`;

describe('signedCookieReader', () => {
  it('returns the value of a cookie signed with the secret, each time it is presented', () => {
    const read = signedCookieReader('sid', SECRET);
    expect(read(header(signed('token-1')))).toBe('token-1');
    expect(read(header(signed('token-1')))).toBe('token-1');
  });

  it('refuses a tampered signature, another secret and a missing signature, even after the genuine cookie', () => {
    const read = signedCookieReader('sid', SECRET);
    expect(read(header(signed('token-2')))).toBe('token-2');
    expect(read(header('token-2.forged'))).toBeNull();
    expect(read(header(signed('token-2', 'another-secret-of-thirty-two-chars')))).toBeNull();
    expect(read(header('token-2'))).toBeNull();
    expect(read(header(signed('token-2').replace('token-2', 'token-3')))).toBeNull();
  });

  it('returns null without the cookie, or with a value that cannot be URL-decoded', () => {
    const read = signedCookieReader('sid', SECRET);
    expect(read(undefined)).toBeNull();
    expect(read('theme=dark')).toBeNull();
    expect(read('sid=%E0%A4%A')).toBeNull();
  });

  it('keeps answering right past the number of checks it remembers', () => {
    const read = signedCookieReader('sid', SECRET);
    for (let i = 0; i < 10_050; i++) expect(read(header(signed(`token-${i}`)))).toBe(`token-${i}`);
    expect(read(header(signed('token-0')))).toBe('token-0');
    expect(read(header('token-0.forged'))).toBeNull();
  });
});
