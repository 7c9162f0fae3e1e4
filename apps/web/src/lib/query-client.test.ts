import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries a dropped connection or a server error once', () => {
    expect(shouldRetry(0, new ApiError('unavailable', 'down', 0))).toBe(true);
    expect(shouldRetry(0, new ApiError('internal', 'boom', 500))).toBe(true);
    expect(shouldRetry(1, new ApiError('internal', 'boom', 500))).toBe(false);
  });

  it('does not retry an answer that will not change', () => {
    expect(shouldRetry(0, new ApiError('not_found', 'Challenge not found', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('permission_denied', 'no', 403))).toBe(false);
  });
});
