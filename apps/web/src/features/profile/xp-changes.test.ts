import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../test/learning-fixtures';
import { celebrationsBetween, changeMessages, isMilestone } from './xp-changes';

const messages = (...args: Parameters<typeof celebrationsBetween>) => {
  const change = celebrationsBetween(...args);
  return change ? changeMessages(change) : [];
};

describe('celebrationsBetween', () => {
  it('celebrates XP gained, as a small note rather than a milestone', () => {
    expect(messages(buildProfile({ xp: 10 }), buildProfile({ xp: 25 }))).toEqual(['+15 XP']);
    expect(isMilestone(celebrationsBetween(buildProfile({ xp: 10 }), buildProfile({ xp: 25 }))!)).toBe(false);
  });

  it('celebrates a new level at the 500 XP boundary, not before', () => {
    expect(messages(buildProfile({ xp: 490 }), buildProfile({ xp: 499 }))).toEqual(['+9 XP']);
    expect(messages(buildProfile({ xp: 499 }), buildProfile({ xp: 500 }))).toEqual(['+1 XP', 'Level 2!']);
    const third = celebrationsBetween(buildProfile({ xp: 990 }), buildProfile({ xp: 1_010 }))!;
    expect(third.level).toBe(3);
    expect(isMilestone(third)).toBe(true);
  });

  it('names each badge that arrived, by its published name', () => {
    const before = buildProfile({ xp: 25, badges: ['first_challenge'] });
    const after = buildProfile({ xp: 40, badges: ['first_challenge', 'first_teachback', 'helpful_peer'] });
    expect(celebrationsBetween(before, after)).toEqual({
      xp: 15,
      level: null,
      badges: ['first_teachback', 'helpful_peer'],
      goalMet: false,
    });
    expect(messages(before, after)).toEqual([
      '+15 XP',
      'Badge earned: First Teach-back',
      'Badge earned: Helpful Peer',
    ]);
  });

  it('says the daily goal is met when done rises to the target, and not when the target is lowered to it', () => {
    const goal = (done: number, target: number) => buildProfile({ xp: 40, dailyGoal: { done, target } });
    expect(messages(goal(0, 1), buildProfile({ xp: 55, dailyGoal: { done: 1, target: 1 } }))).toEqual([
      '+15 XP',
      'Daily goal met. See you tomorrow!',
    ]);
    expect(isMilestone(celebrationsBetween(goal(1, 2), goal(2, 2))!)).toBe(false);
    expect(messages(goal(1, 2), goal(2, 2))).toEqual(['Daily goal met. See you tomorrow!']);
    expect(celebrationsBetween(goal(2, 3), goal(2, 2))).toBeNull();
    expect(celebrationsBetween(goal(2, 2), goal(3, 2))).toBeNull();
    expect(celebrationsBetween(goal(0, 3), goal(1, 3))).toBeNull();
  });

  it('celebrates nothing when nothing was earned, or for another user', () => {
    expect(celebrationsBetween(buildProfile({ xp: 40 }), buildProfile({ xp: 40, streak: 2 }))).toBeNull();
    expect(celebrationsBetween(buildProfile({ xp: 40 }), buildProfile({ xp: 30 }))).toBeNull();
    expect(celebrationsBetween(buildProfile({ id: 'u1' }), buildProfile({ id: 'u2', xp: 900 }))).toBeNull();
  });
});
