import { CIRCLE_MESSAGES as M } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import {
  canSeeMembers,
  joinRefusal,
  leaveRefusal,
  openings,
  ownerRefusal,
  requestRefusal,
  type CircleFacts,
} from './circles.policy';
import { rankByXp } from './rank';

const open: CircleFacts = { privacy: 'open', capacity: 3, memberCount: 2, membership: 'none' };
const closedDoor: CircleFacts = { ...open, privacy: 'private' };
const conflict = (message: string) => ({ code: 'conflict', message });

describe('circle rules', () => {
  it('counts openings as capacity − members, never below 0', () => {
    expect(openings(open)).toBe(1);
    expect(openings({ capacity: 2, memberCount: 2 })).toBe(0);
    expect(openings({ capacity: 2, memberCount: 3 })).toBe(0);
  });

  it('joins Open circles with a free seat only, once', () => {
    expect(joinRefusal(open)).toBeNull();
    expect(joinRefusal({ ...open, memberCount: 3 })).toEqual(conflict(M.full));
    expect(joinRefusal(closedDoor)).toEqual(conflict(M.privateCircle));
    expect(joinRefusal({ ...open, membership: 'member' })).toEqual(conflict(M.alreadyMember));
    expect(joinRefusal({ ...open, membership: 'owner' })).toEqual(conflict(M.alreadyMember));
  });

  it('asks to join Private circles with a free seat only, one pending request at a time', () => {
    expect(requestRefusal(closedDoor)).toBeNull();
    expect(requestRefusal(open)).toEqual(conflict(M.openCircle));
    expect(requestRefusal({ ...closedDoor, membership: 'pending' })).toEqual(conflict(M.alreadyRequested));
    expect(requestRefusal({ ...closedDoor, membership: 'member' })).toEqual(conflict(M.alreadyMember));
    expect(requestRefusal({ ...closedDoor, memberCount: 3 })).toEqual(conflict(M.full));
  });

  it('leaves the owner’s powers to the owner, and lets members (not the owner) leave', () => {
    expect(ownerRefusal({ membership: 'owner' })).toBeNull();
    for (const membership of ['member', 'pending', 'none'] as const) {
      expect(ownerRefusal({ membership })).toEqual({ code: 'permission_denied', message: M.ownerOnly });
    }
    expect(leaveRefusal({ membership: 'member' })).toBeNull();
    expect(leaveRefusal({ membership: 'owner' })).toEqual(conflict(M.ownerCannotLeave));
    expect(leaveRefusal({ membership: 'pending' })).toEqual(conflict(M.notMember));
  });

  it('shows members of Open circles to anyone, of Private ones to members only', () => {
    expect(canSeeMembers(open)).toBe(true);
    expect(canSeeMembers(closedDoor)).toBe(false);
    expect(canSeeMembers({ ...closedDoor, membership: 'pending' })).toBe(false);
    expect(canSeeMembers({ ...closedDoor, membership: 'member' })).toBe(true);
  });

  it('ranks by XP with shared ranks for ties, in a stable order', () => {
    const rows = [
      { userId: 'c', name: 'C', xp: 10 },
      { userId: 'b', name: 'B', xp: 30 },
      { userId: 'a', name: 'A', xp: 10 },
    ];
    expect(rankByXp(rows, 'a').map((row) => [row.rank, row.userId, row.you])).toEqual([
      [1, 'b', false],
      [2, 'a', true],
      [2, 'c', false],
    ]);
  });
});
