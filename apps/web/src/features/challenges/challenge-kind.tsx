import { FAIR_PLAY_TEXTS, LEARNING_MESSAGES, type Challenge } from '@teachloop/shared';
import type { WorkItemKind } from '../../components/common/work-item/work-item-kind';
import { Tag } from '../../components/ui/tag';
import { formatDate } from '../../lib/format-date';
import { challengesApi } from './api/challenges-api';
import { ChallengeOwnerActions } from './components/challenge-owner-actions';
import { ChallengeTeacherCard } from './components/challenge-teacher-card';
import { CHALLENGE_TEXTS, challengeWorkPath } from './challenge-texts';

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
  extraAction: (challenge) => <ChallengeOwnerActions challenge={challenge} />,
  section: (challenge) => <ChallengeTeacherCard challengeId={challenge.id} />,
  details: (challenge) => [
    ['Points', challenge.points],
    ['Created', formatDate(challenge.createdAt)],
  ],
};
