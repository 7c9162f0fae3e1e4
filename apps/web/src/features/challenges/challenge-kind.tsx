import { FAIR_PLAY_TEXTS, LEARNING_MESSAGES, type Challenge } from '@teachloop/shared';
import { Suspense } from 'react';
import type { WorkItemKind } from '../../components/common/work-item/work-item-kind';
import { Tag } from '../../components/ui/tag';
import { formatDate } from '../../lib/format-date';
import { challengesApi } from './api/challenges-api';
import { lazyComponent } from '../../lib/lazy-component';
import { CHALLENGE_TEXTS, challengeWorkPath } from './challenge-texts';

// Only for the work page, not the lists and dashboard that share the kind: the edit form (with the Markdown
// editor) and the teacher card (with the rendered explanation) load with their own chunks.
const ChallengeOwnerActions = lazyComponent(() =>
  import('./components/challenge-owner-actions').then((module) => module.ChallengeOwnerActions),
);
const ChallengeTeacherCard = lazyComponent(() =>
  import('./components/challenge-teacher-card').then((module) => module.ChallengeTeacherCard),
);

/** Challenges as a kind of work item: the owner works on their own challenge; Start once a peer took it up. */
export const challengeKind: WorkItemKind<Challenge> = {
  noun: 'Challenge',
  back: { to: '/challenges', label: 'Back to challenges' },
  workPath: challengeWorkPath,
  notFoundText: LEARNING_MESSAGES.challengeNotFound,
  loadFailedText: LEARNING_MESSAGES.challengeLoadFailed,
  startFrom: 'accepted',
  startFailedText: CHALLENGE_TEXTS.updateFailed,
  notesLabel: 'Working notes',
  // A solo owner completing their own challenge earns nothing yet: say how its points are earned.
  completeNote: FAIR_PLAY_TEXTS.noPeer,
  api: challengesApi,
  heading: (challenge) => ({
    eyebrow: 'Challenge',
    title: challenge.title,
    facts: (
      <>
        <Tag className="max-w-full wrap-anywhere">{challenge.topic}</Tag>
        <Tag tone="neutral">{challenge.level}</Tag>
      </>
    ),
  }),
  prompt: (challenge) => challenge.description,
  // The owner's view: Edit and Delete until the teach-back starts, and who is teaching it, live.
  extraAction: (challenge) => (
    <Suspense fallback={null}>
      <ChallengeOwnerActions challenge={challenge} />
    </Suspense>
  ),
  section: (challenge) => (
    <Suspense fallback={null}>
      <ChallengeTeacherCard challengeId={challenge.id} />
    </Suspense>
  ),
  details: (challenge) => [
    ['Points', challenge.points],
    ['Created', formatDate(challenge.createdAt)],
  ],
};
