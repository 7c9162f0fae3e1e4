import {
  FEEDBACK_REQUEST_POINTS,
  NEW_CHALLENGE_POINTS,
  NOTIFICATION_TEXTS,
  REVIEW_HELPFUL_XP,
  TEACHBACK_COMPLETED_XP,
  reviewReceivedXp,
  type ChallengeStatus,
  type TeachbackStatus,
} from '@teachloop/shared';
import { ACTIVITY_TEXTS } from '../features/activity/activity-texts';
import type { BatchWriter } from './batch-writer';
import { activity, award, notification } from './history-rows';
import { DAY_MS, later, type World } from './world';

/** A teach-back's status that its challenge's status allows (leaving pending accepts an open challenge). */
function teachbackStatus(world: World, challenge: ChallengeStatus): TeachbackStatus {
  if (challenge === 'open') return 'pending';
  if (challenge === 'accepted') return 'in_progress';
  if (challenge === 'in_progress') return world.prng.chance(0.5) ? 'in_progress' : 'completed';
  return world.prng.chance(0.85) ? 'completed' : 'in_progress';
}

export interface TeachbackSeed {
  challengeId: string;
  title: string;
  topic: string;
  description: string;
  owner: number;
  assignee: number;
  status: ChallengeStatus;
  createdAt: number;
}

/** The challenge's teach-back, its assignee's trail, and once completed the review request and review. */
export function addTeachback(world: World, writer: BatchWriter, seed: TeachbackSeed): void {
  const { prng } = world;
  const status = teachbackStatus(world, seed.status);
  const teachbackId = prng.uuid();
  const updatedAt = status === 'pending' ? seed.createdAt : later(world, seed.createdAt, 1, 120);
  writer.add('teachbacks', {
    id: teachbackId,
    challenge_id: seed.challengeId,
    assignee_id: world.userIds[seed.assignee]!,
    requester_id: world.userIds[seed.owner]!,
    requester: world.names[seed.owner]!,
    title: seed.title,
    prompt: seed.description,
    status,
    notes: status === 'pending' ? '' : 'My explanation so far.',
    due_ts: seed.createdAt + prng.int(1, 14) * DAY_MS,
    created_at: seed.createdAt,
    updated_at: updatedAt,
    reminded_at: null,
    reassign_count: 0,
    stalled_at: null,
  });
  const link = { type: 'teachback', linkKind: 'teachback', linkId: teachbackId } as const;
  activity(world, writer, seed.assignee, {
    ...link,
    at: seed.createdAt,
    text: ACTIVITY_TEXTS.assigned(seed.title),
  });
  notification(world, writer, seed.assignee, {
    kind: 'teachback_assigned',
    text: NOTIFICATION_TEXTS.teachbackAssigned(seed.title),
    href: `/teachbacks/${teachbackId}/work`,
    at: seed.createdAt,
  });
  if (status !== 'completed') {
    world.openTeachbacks[seed.assignee] = world.openTeachbacks[seed.assignee]! + 1;
    return;
  }
  const text = ACTIVITY_TEXTS.teachbackCompleted(seed.title);
  activity(world, writer, seed.assignee, { ...link, at: updatedAt, text });
  const taught = { user: seed.assignee, peer: seed.owner, item: teachbackId, at: updatedAt };
  award(world, writer, { ...taught, kind: 'teachback_completed', amount: TEACHBACK_COMPLETED_XP });
  world.lastActive[seed.assignee] = Math.max(world.lastActive[seed.assignee]!, updatedAt);
  addReview(world, writer, { ...seed, teachbackId, completedAt: updatedAt });
}

function addReview(
  world: World,
  writer: BatchWriter,
  seed: TeachbackSeed & { teachbackId: string; completedAt: number },
) {
  const { prng } = world;
  const { owner: reviewer, assignee: learner } = seed;
  const reviewId = prng.uuid();
  const reviewed = prng.chance(0.6);
  const reviewedAt = reviewed ? later(world, seed.completedAt, 1, 72) : null;
  const stars = reviewed ? prng.int(1, 5) : null;
  const star = () => (reviewed ? prng.int(1, 5) : null);
  const helpfulAt = reviewedAt !== null && prng.chance(0.3) ? later(world, reviewedAt, 1, 48) : null;
  writer.add('feedback_requests', {
    id: reviewId,
    reviewer_id: world.userIds[reviewer]!,
    learner_id: world.userIds[learner]!,
    learner: world.names[learner]!,
    teachback_id: seed.teachbackId,
    title: seed.title,
    topic: seed.topic,
    points: FEEDBACK_REQUEST_POINTS,
    status: reviewed ? 'completed' : 'pending',
    rating: stars,
    rubric_clarity: star(),
    rubric_accuracy: star(),
    rubric_examples: star(),
    comment: reviewed ? 'Clear structure; the example made it click.' : null,
    anonymous: reviewed && prng.chance(0.2) ? 1 : 0,
    helpful_at: helpfulAt,
    completed_at: reviewedAt,
    created_at: seed.completedAt,
    updated_at: helpfulAt ?? reviewedAt ?? seed.completedAt,
  });
  notification(world, writer, reviewer, {
    kind: 'teachback_completed',
    text: NOTIFICATION_TEXTS.teachbackCompleted(world.names[learner]!, seed.title),
    href: `/feedback/${reviewId}`,
    at: seed.completedAt,
  });
  if (reviewedAt === null || stars === null) return;
  const link = { type: 'feedback', linkKind: 'review', linkId: reviewId } as const;
  const text = ACTIVITY_TEXTS.gaveFeedback(seed.title, world.names[learner]!);
  activity(world, writer, reviewer, { ...link, at: reviewedAt, text });
  const reviewedBy = { user: reviewer, peer: learner, at: reviewedAt };
  award(world, writer, {
    ...reviewedBy,
    kind: 'feedback_given',
    item: reviewId,
    amount: FEEDBACK_REQUEST_POINTS,
  });
  world.lastActive[reviewer] = Math.max(world.lastActive[reviewer]!, reviewedAt);
  const received = { user: learner, peer: reviewer, kind: 'review_received', item: reviewId } as const;
  award(world, writer, { ...received, at: reviewedAt, amount: reviewReceivedXp(stars) });
  // The rating closes the loop of the reviewer's own challenge: a completed one pays its points now.
  if (seed.status === 'completed') {
    const loop = { ...reviewedBy, kind: 'challenge_completed', item: seed.challengeId } as const;
    award(world, writer, { ...loop, amount: NEW_CHALLENGE_POINTS });
  }
  notification(world, writer, learner, {
    kind: 'review_received',
    text: NOTIFICATION_TEXTS.reviewReceived(seed.title, stars),
    href: '/feedback?tab=received',
    at: reviewedAt,
  });
  if (helpfulAt !== null)
    award(world, writer, {
      user: reviewer,
      peer: learner,
      kind: 'review_helpful',
      item: reviewId,
      at: helpfulAt,
      amount: REVIEW_HELPFUL_XP,
    });
}
