import { describe, expect, it } from 'vitest';
import { monthPeriod, weekPeriod } from './periods';

describe('leaderboard periods', () => {
  it('are the UTC week from Monday and the UTC month from the 1st', () => {
    expect(weekPeriod(Date.parse('2026-03-22T23:59:59Z'))).toEqual({
      key: 'week:2026-03-16',
      since: Date.parse('2026-03-16T00:00:00Z'),
    });
    expect(weekPeriod(Date.parse('2026-03-23T00:00:00Z')).key).toBe('week:2026-03-23');
    expect(monthPeriod(Date.parse('2026-02-28T23:59:59Z'))).toEqual({
      key: 'month:2026-02',
      since: Date.parse('2026-02-01T00:00:00Z'),
    });
    expect(monthPeriod(Date.parse('2026-12-31T12:00:00Z')).key).toBe('month:2026-12');
  });
});
