import { describe, expect, it } from 'vitest';
import { levelProgress } from './level';

describe('levelProgress', () => {
  it.each([
    [0, 1, 0, 0],
    [499, 1, 499, 100],
    [500, 2, 0, 0],
    [1234, 3, 234, 47],
    [-20, 1, 0, 0],
  ])('%d XP is level %d with %d / 500 XP (%d %%)', (xp, level, xpIntoLevel, percent) => {
    expect(levelProgress(xp)).toEqual({ level, xpIntoLevel, percent });
  });
});
