import { describe, expect, it } from 'vitest';
import { GOOGLE_MESSAGE_TYPE, readGoogleResult } from './google-popup-messages';

const message = (data: unknown, origin = window.location.origin) =>
  new MessageEvent('message', { data, origin });

describe('readGoogleResult', () => {
  it('reads a success and an error code from this site', () => {
    expect(readGoogleResult(message({ type: GOOGLE_MESSAGE_TYPE }))).toEqual({ type: GOOGLE_MESSAGE_TYPE });
    expect(
      readGoogleResult(message({ type: GOOGLE_MESSAGE_TYPE, error: 'access_denied', extra: 1 })),
    ).toEqual({
      type: GOOGLE_MESSAGE_TYPE,
      error: 'access_denied',
    });
  });

  it.each([
    ['another origin', message({ type: GOOGLE_MESSAGE_TYPE }, 'https://evil.example')],
    ['another type', message({ type: 'other' })],
    ['no object', message('teachloop:google')],
    ['a number for the error', message({ type: GOOGLE_MESSAGE_TYPE, error: 3 })],
    ['an error code over 200 characters', message({ type: GOOGLE_MESSAGE_TYPE, error: 'x'.repeat(201) })],
  ])('ignores %s', (_, event) => {
    expect(readGoogleResult(event)).toBeNull();
  });
});
