import { describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES, ACTIVITY_QUERY_LIMITS as L } from './activity';
import { activityListQuerySchema } from './activity-schemas';

const errorOf = (input: unknown) => activityListQuerySchema.safeParse(input).error?.issues[0]?.message;

describe('activityListQuerySchema', () => {
  it('reads All or no type as every type, and trims the search (blank means none)', () => {
    expect(activityListQuerySchema.parse({ type: 'All', q: '  heaps ' })).toEqual({ q: 'heaps' });
    expect(activityListQuerySchema.parse({ type: 'feedback', q: '   ', limit: '5' })).toEqual({
      type: 'feedback',
      limit: 5,
    });
    expect(activityListQuerySchema.parse({ type: 'badge' })).toEqual({ type: 'badge' });
    expect(activityListQuerySchema.parse({ type: 'circle' })).toEqual({ type: 'circle' });
  });

  it('refuses an unknown type (info included), a long search, a long or empty cursor and limit 51', () => {
    expect(errorOf({ type: 'info' })).toBe(ACTIVITY_MESSAGES.typeInvalid);
    expect(errorOf({ type: 'badges' })).toBe(ACTIVITY_MESSAGES.typeInvalid);
    expect(errorOf({ q: 'x'.repeat(L.search + 1) })).toBe(ACTIVITY_MESSAGES.searchTooLong);
    expect(errorOf({ cursor: '' })).toBe(ACTIVITY_MESSAGES.cursorInvalid);
    expect(errorOf({ cursor: 'a'.repeat(L.cursor + 1) })).toBe(ACTIVITY_MESSAGES.cursorInvalid);
    expect(errorOf({ limit: '51' })).toBe('limit must be a whole number from 1 to 50.');
  });
});
