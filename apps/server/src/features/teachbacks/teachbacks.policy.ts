import { LEARNING_MESSAGES, type TeachbackStatus } from '@teachloop/shared';
import type { Transition } from '../work-items/transition';

export type TeachbackAction = 'start' | 'save' | 'complete';

/**
 * The teach-back state machine, as a pure function:
 *   pending → in_progress                start
 *   pending | in_progress → in_progress  save (notes are stored with it)
 *   pending | in_progress → completed    complete (creates the requester's feedback request)
 * completed is final; starting twice is a conflict rather than a second 'Started' activity entry.
 */
export function teachbackTransition(
  action: TeachbackAction,
  status: TeachbackStatus,
): Transition<TeachbackStatus> {
  if (status === 'completed') return { ok: false, message: LEARNING_MESSAGES.teachbackAlreadyCompleted };
  switch (action) {
    case 'start':
      return status === 'pending'
        ? { ok: true, next: 'in_progress' }
        : { ok: false, message: LEARNING_MESSAGES.teachbackAlreadyStarted };
    case 'save':
      return { ok: true, next: 'in_progress' };
    case 'complete':
      return { ok: true, next: 'completed' };
  }
}

/**
 * Leaving pending (by start, save or even a direct complete) means the assignee has taken the teach-back up:
 * its challenge, if still open, becomes accepted in the same transaction.
 */
export function acceptsChallenge(from: TeachbackStatus): boolean {
  return from === 'pending';
}
