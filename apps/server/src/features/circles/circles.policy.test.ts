import { CIRCLE_MESSAGES } from '@teachloop/shared';
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
    expect(joinRefusal({ ...open, memberCount: 3 })).toEqual(conflict(CIRCLE_MESSAGES.full));
    expect(joinRefusal(closedDoor)).toEqual(conflict(CIRCLE_MESSAGES.privateCircle));
    expect(joinRefusal({ ...open, membership: 'member' })).toEqual(conflict(CIRCLE_MESSAGES.alreadyMember));
    expect(joinRefusal({ ...open, membership: 'owner' })).toEqual(conflict(CIRCLE_MESSAGES.alreadyMember));
  });

  it('asks to join Private circles with a free seat only, one pending request at a time', () => {
    expect(requestRefusal(closedDoor)).toBeNull();
    expect(requestRefusal(open)).toEqual(conflict(CIRCLE_MESSAGES.openCircle));
    expect(requestRefusal({ ...closedDoor, membership: 'pending' })).toEqual(
      conflict(CIRCLE_MESSAGES.alreadyRequested),
    );
    expect(requestRefusal({ ...closedDoor, membership: 'member' })).toEqual(
      conflict(CIRCLE_MESSAGES.alreadyMember),
    );
    expect(requestRefusal({ ...closedDoor, memberCount: 3 })).toEqual(conflict(CIRCLE_MESSAGES.full));
  });

  it('leaves the owner’s powers to the owner, and lets members (not the owner) leave', () => {
    expect(ownerRefusal({ membership: 'owner' })).toBeNull();
    for (const membership of ['member', 'pending', 'none'] as const) {
      expect(ownerRefusal({ membership })).toEqual({
        code: 'permission_denied',
        message: CIRCLE_MESSAGES.ownerOnly,
      });
    }
    expect(leaveRefusal({ membership: 'member' })).toBeNull();
    expect(leaveRefusal({ membership: 'owner' })).toEqual(conflict(CIRCLE_MESSAGES.ownerCannotLeave));
    expect(leaveRefusal({ membership: 'pending' })).toEqual(conflict(CIRCLE_MESSAGES.notMember));
  });

  it('shows members of Open circles to anyone, of Private ones to members only', () => {
    expect(canSeeMembers(open)).toBe(true);
    expect(canSeeMembers(closedDoor)).toBe(false);
    expect(canSeeMembers({ ...closedDoor, membership: 'pending' })).toBe(false);
    expect(canSeeMembers({ ...closedDoor, membership: 'member' })).toBe(true);
  });
});
