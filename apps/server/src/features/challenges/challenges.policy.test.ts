import { CHALLENGE_STATUSES, LEARNING_MESSAGES, TEACHBACK_STATUSES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { acceptsChallenge, teachbackTransition } from '../teachbacks/teachbacks.policy';
import { challengeTransition } from './challenges.policy';

describe('challengeTransition', () => {
  it.each([
    ['start', 'open', { ok: false, message: LEARNING_MESSAGES.challengeStartNeedsAccepted }],
    ['start', 'accepted', { ok: true, next: 'in_progress' }],
    ['start', 'in_progress', { ok: false, message: LEARNING_MESSAGES.challengeAlreadyStarted }],
    ['save', 'open', { ok: true, next: 'in_progress' }],
    ['save', 'accepted', { ok: true, next: 'in_progress' }],
    ['save', 'in_progress', { ok: true, next: 'in_progress' }],
    ['complete', 'open', { ok: true, next: 'completed' }],
    ['complete', 'accepted', { ok: true, next: 'completed' }],
    ['complete', 'in_progress', { ok: true, next: 'completed' }],
  ] as const)('%s from %s', (action, status, expected) => {
    expect(challengeTransition(action, status)).toEqual(expected);
  });

  it('never leaves completed, and never moves back to open or accepted', () => {
    for (const action of ['start', 'save', 'complete'] as const) {
      expect(challengeTransition(action, 'completed')).toEqual({
        ok: false,
        message: LEARNING_MESSAGES.challengeAlreadyCompleted,
      });
      for (const status of CHALLENGE_STATUSES) {
        const result = challengeTransition(action, status);
        if (result.ok) expect(['in_progress', 'completed']).toContain(result.next);
      }
    }
  });
});

describe('teachbackTransition', () => {
  it.each([
    ['start', 'pending', { ok: true, next: 'in_progress' }],
    ['start', 'in_progress', { ok: false, message: LEARNING_MESSAGES.teachbackAlreadyStarted }],
    ['save', 'pending', { ok: true, next: 'in_progress' }],
    ['save', 'in_progress', { ok: true, next: 'in_progress' }],
    ['complete', 'pending', { ok: true, next: 'completed' }],
    ['complete', 'in_progress', { ok: true, next: 'completed' }],
  ] as const)('%s from %s', (action, status, expected) => {
    expect(teachbackTransition(action, status)).toEqual(expected);
  });

  it('never leaves completed', () => {
    for (const action of ['start', 'save', 'complete'] as const) {
      expect(teachbackTransition(action, 'completed')).toEqual({
        ok: false,
        message: LEARNING_MESSAGES.teachbackAlreadyCompleted,
      });
    }
  });

  it('accepts the challenge only when the teach-back leaves pending', () => {
    expect(TEACHBACK_STATUSES.filter(acceptsChallenge)).toEqual(['pending']);
  });
});
