import { describe, expect, it } from 'vitest';
import { challengeStage, challengeStageWords } from './challenge-stage';

describe('where an owner’s challenge stands, in words', () => {
  it.each([
    ['open', null, false, 'Waiting for a teacher'],
    ['open', 'pending', false, 'Lin is writing'],
    ['accepted', 'in_progress', false, 'Lin is writing'],
    ['in_progress', 'completed', false, 'Ready for your review'],
    ['completed', 'completed', true, 'Reviewed'],
    // Closed by 'Mark complete' while the teacher still writes: the teacher's side still stands.
    ['completed', 'in_progress', false, 'Lin is writing'],
  ] as const)('%s challenge, %s teach-back, reviewed %s: “%s”', (challenge, teachback, reviewed, words) => {
    const stage = challengeStage(challenge, teachback, reviewed);
    expect(stage && challengeStageWords(stage, 'Lin')).toBe(words);
  });

  it('has no stage for a challenge closed before anyone taught it', () => {
    expect(challengeStage('completed', null, false)).toBeNull();
  });

  it('names a peer when the teacher’s name is not known', () => {
    expect(challengeStageWords('writing', null)).toBe('A peer is writing');
  });
});
