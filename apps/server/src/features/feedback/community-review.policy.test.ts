import { COMMUNITY_REVIEW_AFTER_MS, COMMUNITY_REVIEW_MESSAGES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { COURSES_USER_ID } from '../paths/courses-user';
import { communityReviewRefusal, type CommunityReviewFacts } from './community-review.policy';

const now = Date.parse('2026-06-10T09:00:00Z');
const open: CommunityReviewFacts = {
  learnerId: 'lin',
  ownerId: 'olga',
  topic: 'Graphs',
  status: 'pending',
  createdAt: now - COMMUNITY_REVIEW_AFTER_MS,
  viewerVerified: true,
  viewerAddressVerified: true,
};
const codeOf = (facts: CommunityReviewFacts | undefined, userId = 'vera') =>
  communityReviewRefusal(facts, userId, now)?.code ?? 'ok';

describe('who may write a community review', () => {
  it('lets a verified peer review a pending review exactly 7 days after completion', () => {
    expect(codeOf(open)).toBe('ok');
    expect(codeOf({ ...open, createdAt: open.createdAt + 1 })).toBe('not_found');
  });

  it('refuses the two parties with 403, whether or not they have the topic verified', () => {
    expect(communityReviewRefusal(open, 'lin', now)).toEqual({
      code: 'permission_denied',
      message: COMMUNITY_REVIEW_MESSAGES.ownTeachback,
    });
    expect(codeOf({ ...open, viewerVerified: false }, 'olga')).toBe('permission_denied');
  });

  it('hides it (404) from a peer without the topic verified, and a review with no topic', () => {
    expect(codeOf({ ...open, viewerVerified: false })).toBe('not_found');
    expect(codeOf({ ...open, topic: '' })).toBe('not_found');
    expect(codeOf(undefined)).toBe('not_found');
  });

  it('is closed (409) once anybody has reviewed it', () => {
    expect(codeOf({ ...open, status: 'completed' })).toBe('conflict');
  });

  it('keeps a review with a 7-day-old request of an unverified topic closed to a peer with a verified address', () => {
    expect(codeOf({ ...open, viewerVerified: false, viewerAddressVerified: true })).toBe('not_found');
  });
});

describe('who may review an explanation taught without being asked', () => {
  const unasked: CommunityReviewFacts = {
    ...open,
    ownerId: COURSES_USER_ID,
    createdAt: now,
    viewerVerified: false,
    viewerAddressVerified: true,
  };

  it('opens it at once to any student with a verified address, no topic verified, no 7-day wait', () => {
    expect(codeOf(unasked)).toBe('ok');
    expect(codeOf({ ...unasked, topic: '' })).toBe('ok');
  });

  it('refuses its author (403), and hides it (404) from an unverified address or a blocked pair', () => {
    expect(codeOf(unasked, 'lin')).toBe('permission_denied');
    expect(codeOf({ ...unasked, viewerAddressVerified: false })).toBe('not_found');
    expect(codeOf({ ...unasked, viewerBlocked: true })).toBe('not_found');
    expect(codeOf({ ...unasked, viewerVerified: true, createdAt: open.createdAt, viewerBlocked: true })).toBe(
      'not_found',
    );
  });

  it('is closed (409) once somebody reviewed it', () => {
    expect(codeOf({ ...unasked, status: 'completed' })).toBe('conflict');
  });
});
