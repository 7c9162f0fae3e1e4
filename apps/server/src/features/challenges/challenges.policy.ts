import { LEARNING_MESSAGES, type ChallengeStatus } from '@teachloop/shared';
import type { Transition } from '../work-items/transition';

export type ChallengeAction = 'start' | 'save' | 'complete';

/**
 * The challenge state machine, as a pure function:
 *   open → accepted          only as a side effect of the assignee taking up the teach-back (teachbacks policy)
 *   accepted → in_progress   start (the owner presses Start)
 *   open | accepted | in_progress → in_progress   save (notes are stored with it)
 *   open | accepted | in_progress → completed     complete
 * completed is final. Anything else is a conflict with a message that says why.
 */
export function challengeTransition(
  action: ChallengeAction,
  status: ChallengeStatus,
): Transition<ChallengeStatus> {
  if (status === 'completed') return { ok: false, message: LEARNING_MESSAGES.challengeAlreadyCompleted };
  switch (action) {
    case 'start':
      if (status === 'accepted') return { ok: true, next: 'in_progress' };
      return {
        ok: false,
        message:
          status === 'open'
            ? LEARNING_MESSAGES.challengeStartNeedsAccepted
            : LEARNING_MESSAGES.challengeAlreadyStarted,
      };
    case 'save':
      return { ok: true, next: 'in_progress' };
    case 'complete':
      return { ok: true, next: 'completed' };
  }
}
