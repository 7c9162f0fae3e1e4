import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { actionErrorText, loadErrorText } from './error-text';

const FALLBACK = 'Couldn’t load your challenges.';

describe('loadErrorText', () => {
  it.each([
    ['permission_denied', 403, 'You don’t have permission to access this data.'],
    ['not_found', 404, 'Data not found.'],
    ['unavailable', 503, 'Service is temporarily unavailable. Please retry.'],
    ['resource_exhausted', 429, 'Quota exceeded. Please try again later.'],
    ['invalid_argument', 400, 'Invalid request. Please reload and try again.'],
  ] as const)('maps %s to the spec text', (code, status, text) => {
    expect(loadErrorText(new ApiError(code, 'server words', status), FALLBACK)).toBe(text);
  });

  it.each([
    ['internal', 500],
    ['unauthenticated', 401],
    ['conflict', 409],
  ] as const)('uses the part’s own text for %s', (code, status) => {
    expect(loadErrorText(new ApiError(code, 'server words', status), FALLBACK)).toBe(FALLBACK);
  });

  it('uses the part’s own text for an error that is not from the API', () => {
    expect(loadErrorText(new TypeError('bad shape'), FALLBACK)).toBe(FALLBACK);
  });
});

describe('actionErrorText', () => {
  it('adds the server’s reason when the item’s state refused the action', () => {
    const error = new ApiError('conflict', 'This challenge is already completed.', 409);
    expect(actionErrorText(error, 'Could not mark complete.')).toBe(
      'Could not mark complete. This challenge is already completed.',
    );
  });

  it('adds the server’s reason for the other codes the caller names', () => {
    const error = new ApiError('invalid_argument', 'Write at least 50 words.', 400);
    expect(actionErrorText(error, 'Could not mark complete.')).toBe('Could not mark complete.');
    expect(actionErrorText(error, 'Could not mark complete.', ['conflict', 'invalid_argument'])).toBe(
      'Could not mark complete. Write at least 50 words.',
    );
  });

  it('says only the spec text otherwise', () => {
    const error = new ApiError('internal', 'Something went wrong. Please try again.', 500);
    expect(actionErrorText(error, 'Could not save progress.')).toBe('Could not save progress.');
  });
});
