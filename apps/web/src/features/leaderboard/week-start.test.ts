import { describe, expect, it } from 'vitest';
import { nextWeekStart } from './week-start';

describe('nextWeekStart', () => {
  it('is the coming Monday 00:00 UTC, a full week ahead when it is Monday already', () => {
    const friday = Date.parse('2026-11-27T17:30:00Z');
    expect(new Date(nextWeekStart(friday)).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    const sundayLate = Date.parse('2026-11-29T23:59:59Z');
    expect(new Date(nextWeekStart(sundayLate)).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    const mondayStart = Date.parse('2026-11-30T00:00:00Z');
    expect(new Date(nextWeekStart(mondayStart)).toISOString()).toBe('2026-12-07T00:00:00.000Z');
  });
});
