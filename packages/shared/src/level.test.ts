import { describe, expect, it } from 'vitest';
import { levelProgress } from './level';

describe('levelProgress', () => {
  it.each([
    [0, 1, 0, 0],
    [1, 1, 1, 0],
    [250, 1, 250, 50],
    [499, 1, 499, 100],
    [500, 2, 0, 0],
    [501, 2, 1, 0],
    [999, 2, 499, 100],
    [1000, 3, 0, 0],
    [1234, 3, 234, 47],
    [1500, 4, 0, 0],
    [1999, 4, 499, 100],
    [2000, 5, 0, 0],
    [-20, 1, 0, 0],
  ])('%d XP is level %d with %d / 500 XP (%d %%)', (xp, level, xpIntoLevel, percent) => {
    expect(levelProgress(xp)).toEqual({ level, xpIntoLevel, percent });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('treats %d XP as 0', (xp) => {
    expect(levelProgress(xp)).toEqual({ level: 1, xpIntoLevel: 0, percent: 0 });
  });

  it('counts whole XP only', () => {
    expect(levelProgress(499.9)).toEqual({ level: 1, xpIntoLevel: 499, percent: 100 });
    expect(levelProgress(1000.5)).toEqual({ level: 3, xpIntoLevel: 0, percent: 0 });
  });
});
