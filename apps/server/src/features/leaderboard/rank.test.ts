import { describe, expect, it } from 'vitest';
import { rankByXp } from './rank';

describe('rankByXp', () => {
  it('ranks by XP with shared ranks for ties (1, 2, 2, 4), ties by user id descending like the site board', () => {
    const rows = [
      { userId: 'c', name: 'C', xp: 10 },
      { userId: 'b', name: 'B', xp: 30 },
      { userId: 'a', name: 'A', xp: 10 },
      { userId: 'd', name: 'D', xp: 5 },
    ];
    expect(rankByXp(rows, 'a').map((row) => [row.rank, row.userId, row.you])).toEqual([
      [1, 'b', false],
      [2, 'c', false],
      [2, 'a', true],
      [4, 'd', false],
    ]);
  });

  it('gives an empty board for no rows', () => {
    expect(rankByXp([], 'a')).toEqual([]);
  });
});
