import { LEARNING_MESSAGES, type Challenge, type SessionUser } from '@teachloop/shared';
import { ACTIVITY_TEXTS } from '../activity/activity-texts';
import type { Notice } from '../realtime/notices';
import {
  type SaveOptions,
  changeStatus,
  type AppliedChange,
  type StatusChangeDeps,
  type WorkItemKind,
} from '../work-items/change-status.service';
import { notesEdit, type NotesEdit } from '../work-items/notes-edit';
import { payChallengeIfLoopClosed } from './challenge-loop.service';
import { challengeTransition, type ChallengeAction } from './challenges.policy';
import { takeOpenToTeach } from './challenges.repo';
import { ownChallenges } from './own-challenges.service';

const TEXT_BY_ACTION = {
  start: ACTIVITY_TEXTS.started,
  save: ACTIVITY_TEXTS.savedProgress,
  complete: ACTIVITY_TEXTS.completed,
} as const;

/** Completing your own challenge leaves the open list and earns its points once its loop has closed (challenge-loop.service.ts). */
async function challengeEffects({
  trx,
  after,
  action,
  now,
}: AppliedChange<Challenge, ChallengeAction>): Promise<Notice[]> {
  if (action !== 'complete') return [];
  // A completed challenge is no longer open to teach.
  await takeOpenToTeach(trx, after.id);
  return (await payChallengeIfLoopClosed(trx, { challengeId: after.id }, now)).notices;
}

/** A challenge as a work item: its owner starts, saves and completes it. */
export const challengeKind: WorkItemKind<'challenges', Challenge, ChallengeAction, NotesEdit> = {
  table: 'challenges',
  event: 'challenges',
  notFound: LEARNING_MESSAGES.challengeNotFound,
  findOwn: ownChallenges.find,
  transition: challengeTransition,
  ...notesEdit,
  images: { source: 'challenge_notes', markdownOf: (edit) => edit.notes },
  activity: { type: 'challenge', text: (action, challenge) => TEXT_BY_ACTION[action](challenge.title) },
  effects: challengeEffects,
};

/** Start, save or complete a challenge as its owner. Another user's challenge is "not found". */
export function changeChallenge(
  deps: StatusChangeDeps,
  user: SessionUser,
  id: string,
  action: ChallengeAction,
  notes?: string,
  { autosave = false }: SaveOptions = {},
): Promise<Challenge> {
  return changeStatus(deps, challengeKind, user, { id, action, edit: { notes }, quiet: autosave });
}
