import type { ChallengeStatus, TeachbackStatus } from '@teachloop/shared';

/** Where the owner's challenge stands in its loop: the four steps of the owner's page, in order. */
export const CHALLENGE_STAGES = ['waiting', 'writing', 'ready', 'reviewed'] as const;
export type ChallengeStage = (typeof CHALLENGE_STAGES)[number];

/**
 * The stage from the challenge's status, its teach-back's status (null without one) and whether the owner's
 * review is submitted. Null for a challenge closed without a teacher: no step of the loop describes it.
 */
export function challengeStage(
  challenge: ChallengeStatus,
  teachback: TeachbackStatus | null,
  reviewed: boolean,
): ChallengeStage | null {
  if (reviewed) return 'reviewed';
  if (teachback === 'completed') return 'ready';
  if (teachback) return 'writing';
  return challenge === 'completed' ? null : 'waiting';
}

/** The stage in words, as the owner's page and list say it; `name` is the teacher's (a peer's without one). */
export function challengeStageWords(stage: ChallengeStage, name: string | null): string {
  switch (stage) {
    case 'waiting':
      return 'Waiting for a teacher';
    case 'writing':
      return `${name ?? 'A peer'} is writing`;
    case 'ready':
      return 'Ready for your review';
    case 'reviewed':
      return 'Reviewed';
  }
}
