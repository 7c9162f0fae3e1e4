import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1234, '1,234'],
    [10000, '10,000'],
    [1234567, '1,234,567'],
    [-1234, '-1,234'],
  ])('writes %d as %s, as English does', (value, text) => {
    expect(formatNumber(value)).toBe(text);
    expect(formatNumber(value)).toBe(value.toLocaleString('en'));
  });
});
