import { FAIR_PLAY_TEXTS, LEARNING_MESSAGES, type Challenge } from '@teachloop/shared';
import { Suspense } from 'react';
import type { WorkItemKind } from '../../components/common/work-item/work-item-kind';
import { Tag } from '../../components/ui/tag';
import { formatDate } from '../../lib/format-date';
import { challengesApi } from './api/challenges-api';
import { lazyComponent } from '../../lib/lazy-component';
import { TEACHER_CARD_HEIGHT } from './teacher-card-height';
import { CHALLENGE_TEXTS, challengeWorkPath } from './challenge-texts';

// Only for the work page, not the lists and dashboard that share the kind: the edit form (with the Markdown
// editor), the stage card (with the rendered explanation) and the question before closing load with their own
// chunks.
const ChallengeOwnerActions = lazyComponent(() =>
  import('./components/challenge-owner-actions').then((module) => module.ChallengeOwnerActions),
);
const ChallengeTeacherCard = lazyComponent(() =>
  import('./components/challenge-teacher-card').then((module) => module.ChallengeTeacherCard),
);
const CloseUntaughtCheck = lazyComponent(() =>
  import('./components/challenge-owner-actions').then((module) => module.CloseUntaughtCheck),
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
  // The page leads with where the challenge stands and its next step; the card's height is kept from the start.
  lead: (challenge) => (
    <Suspense
      fallback={
        <div aria-hidden className="rounded-card border border-line bg-surface p-6">
          <div className={TEACHER_CARD_HEIGHT} />
        </div>
      }
    >
      <ChallengeTeacherCard challenge={challenge} />
    </Suspense>
  ),
  quietComplete: true,
  // Closing it before anyone taught it asks first: it will earn no XP.
  confirmComplete: (challenge, answer) => (
    <Suspense fallback={null}>
      <CloseUntaughtCheck challengeId={challenge.id} answer={answer} />
    </Suspense>
  ),
  details: (challenge) => [
    ['Points', challenge.points],
    ['Created', formatDate(challenge.createdAt)],
  ],
};
