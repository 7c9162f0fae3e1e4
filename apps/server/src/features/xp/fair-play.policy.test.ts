import { DAILY_XP_CAP, PAIR_AWARD_CAP } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { capAward } from './fair-play.policy';

describe('capAward', () => {
  it('pays the rule in full below both caps', () => {
    expect(capAward({ amount: 15, paidToday: 0, paidWithPeer: 0 })).toEqual({ paid: 15, reason: null });
    expect(capAward({ amount: 15, paidToday: DAILY_XP_CAP - 15, paidWithPeer: PAIR_AWARD_CAP - 1 })).toEqual({
      paid: 15,
      reason: null,
    });
  });

  it('pays what is left of the day, then nothing, with the daily reason', () => {
    expect(capAward({ amount: 15, paidToday: DAILY_XP_CAP - 5, paidWithPeer: 0 })).toEqual({
      paid: 5,
      reason: 'daily_cap',
    });
    expect(capAward({ amount: 15, paidToday: DAILY_XP_CAP, paidWithPeer: 0 })).toEqual({
      paid: 0,
      reason: 'daily_cap',
    });
  });

  it('pays nothing for the 4th award of a kind from the same peer, whatever the day holds', () => {
    expect(capAward({ amount: 10, paidToday: 0, paidWithPeer: PAIR_AWARD_CAP })).toEqual({
      paid: 0,
      reason: 'pair_cap',
    });
  });
});
