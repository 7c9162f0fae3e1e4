import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../test/learning-fixtures';
import { celebrationsBetween } from './xp-changes';

describe('celebrationsBetween', () => {
  it('celebrates XP gained', () => {
    expect(celebrationsBetween(buildProfile({ xp: 10 }), buildProfile({ xp: 25 }))).toEqual(['+15 XP']);
  });

  it('celebrates a new level at the 500 XP boundary, not before', () => {
    expect(celebrationsBetween(buildProfile({ xp: 490 }), buildProfile({ xp: 499 }))).toEqual(['+9 XP']);
    expect(celebrationsBetween(buildProfile({ xp: 499 }), buildProfile({ xp: 500 }))).toEqual([
      '+1 XP',
      'Level 2!',
    ]);
    expect(celebrationsBetween(buildProfile({ xp: 990 }), buildProfile({ xp: 1_010 }))).toContain('Level 3!');
  });

  it('names each badge that arrived, by its published name', () => {
    const before = buildProfile({ xp: 25, badges: ['first_challenge'] });
    const after = buildProfile({ xp: 40, badges: ['first_challenge', 'first_teachback', 'helpful_peer'] });
    expect(celebrationsBetween(before, after)).toEqual([
      '+15 XP',
      'Badge earned: First Teach-back',
      'Badge earned: Helpful Peer',
    ]);
  });

  it('celebrates nothing when nothing was earned, or for another user', () => {
    expect(celebrationsBetween(buildProfile({ xp: 40 }), buildProfile({ xp: 40, streak: 2 }))).toEqual([]);
    expect(celebrationsBetween(buildProfile({ xp: 40 }), buildProfile({ xp: 30 }))).toEqual([]);
    expect(celebrationsBetween(buildProfile({ id: 'u1' }), buildProfile({ id: 'u2', xp: 900 }))).toEqual([]);
  });
});
