import { COMMUNITY_REVIEW_AFTER_MS, COMMUNITY_REVIEW_MESSAGES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { communityReviewRefusal, type CommunityReviewFacts } from './community-review.policy';

const now = Date.parse('2026-06-10T09:00:00Z');
const open: CommunityReviewFacts = {
  learnerId: 'lin',
  ownerId: 'olga',
  topic: 'Graphs',
  status: 'pending',
  createdAt: now - COMMUNITY_REVIEW_AFTER_MS,
  viewerVerified: true,
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
});
