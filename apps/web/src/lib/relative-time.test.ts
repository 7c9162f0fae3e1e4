import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.UTC(2025, 2, 12, 12);
const MIN = 60_000;

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [-5000, 'just now'],
    [5 * MIN, '5 minutes ago'],
    [3 * 60 * MIN, '3 hours ago'],
    [24 * 60 * MIN, 'yesterday'],
    [4 * 24 * 60 * MIN, '4 days ago'],
    [10 * 24 * 60 * MIN, 'Mar 2, 2025'],
  ])('%d ms ago reads %s', (ago, text) => {
    expect(relativeTime(NOW - ago, NOW)).toBe(text);
  });
});
