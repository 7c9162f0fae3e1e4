import { DAY_MS } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { byDueDate, daysLeft, dueText } from './due-text';

const NOW = Date.UTC(2025, 0, 10, 12);

describe('days left', () => {
  it.each([
    [3 * DAY_MS, 3, '3 days left'],
    [2.1 * DAY_MS, 3, '3 days left'],
    [DAY_MS, 1, '1 day left'],
    [60_000, 1, '1 day left'],
    [0, 0, 'Due today'],
    [-5 * DAY_MS, 0, 'Due today'],
  ])('due in %d ms: %d (%s)', (offset, days, text) => {
    expect(daysLeft(NOW + offset, NOW)).toBe(days);
    expect(dueText(NOW + offset, NOW)).toBe(text);
  });
});

describe('byDueDate', () => {
  it('sorts soonest first without changing the input', () => {
    const items = [{ dueTs: 3 }, { dueTs: 1 }, { dueTs: 2 }];
    expect(byDueDate(items).map((item) => item.dueTs)).toEqual([1, 2, 3]);
    expect(items.map((item) => item.dueTs)).toEqual([3, 1, 2]);
  });
});
