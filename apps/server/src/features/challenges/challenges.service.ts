import { randomUUID } from 'node:crypto';
import {
  authorName,
  DAY_MS,
  NEW_CHALLENGE_POINTS,
  NOTIFICATION_TEXTS,
  type Challenge,
  type CreateChallenge,
  type CreateChallengeResponse,
  type SessionUser,
} from '@teachloop/shared';
import type { Db } from '../../db/database';
import { ACTIVITY_TEXTS } from '../activity/activity-texts';
import { insertActivities, insertActivity, type NewActivity } from '../activity/activity.repo';
import { notify } from '../notifications/notify.service';
import { publishAll, type Notice, type PublishDeps } from '../realtime/notices';
import { insertTeachback } from './new-teachback.repo';
import { assignPeer } from './assign-peer.service';
import { getOwnItem } from '../work-items/own-item.service';
import { challengeKind } from './challenge-status.service';
import { insertChallenge, markOpenToTeach } from './challenges.repo';
import { embedOwnImages } from '../images/own-images.service';

export interface LearningDeps extends PublishDeps {
  db: Db;
  /** [0, 1) like Math.random; tests pass a fixed one to make the tie-break deterministic. */
  random: () => number;
  now: () => number;
}

/**
 * Creates a challenge and, in the same transaction, assigns its teach-back to the least-loaded other user and
 * writes both activity entries: either all of it is stored or none. Activity is written inside the
 * transaction (the spec ignores activity write failures; failing the whole change is stricter and simpler).
 */
export async function createChallenge(
  deps: LearningDeps,
  user: SessionUser,
  input: CreateChallenge,
  /** '{course}/{item}' when asked from a learning path's item. */
  pathItem: string | null = null,
): Promise<CreateChallengeResponse> {
  const now = deps.now();
  const author = authorName(user);
  const challenge: Challenge = {
    id: randomUUID(),
    ownerId: user.id,
    title: input.title,
    topic: input.topic,
    level: input.level,
    status: 'open',
    description: input.description,
    notes: '',
    points: NEW_CHALLENGE_POINTS,
    tags: [],
    author,
    dueTs: now + input.dueDays * DAY_MS,
    createdAt: now,
    updatedAt: now,
  };

  const { teachback, notices } = await deps.db.transaction().execute(async (trx) => {
    await insertChallenge(trx, challenge, pathItem);
    const prompt = { userId: user.id, markdown: challenge.description, now };
    await embedOwnImages(trx, { ...prompt, source: { kind: 'challenge_prompt', id: challenge.id } });
    const assigneeId = await assignPeer(trx, { creatorId: user.id, random: deps.random });
    const { title } = challenge;
    const own: NewActivity = {
      userId: user.id,
      text: assigneeId ? ACTIVITY_TEXTS.created(title) : ACTIVITY_TEXTS.createdWithoutAssignee(title),
      type: 'challenge',
      createdAt: now,
      link: { kind: 'challenge', id: challenge.id },
    };
    const ownNotices = (activityId: string): Notice[] => [
      { userIds: [user.id], event: { type: 'challenges', ids: [challenge.id] } },
      { userIds: [user.id], event: { type: 'activity', ids: [activityId] } },
    ];
    if (!assigneeId) {
      // Nobody else to ask: it waits in the list of challenges open to teach.
      await markOpenToTeach(trx, challenge.id, now);
      return { teachback: null, notices: ownNotices(await insertActivity(trx, own)) };
    }

    const teachbackId = randomUUID();
    await insertTeachback(trx, {
      id: teachbackId,
      challengeId: challenge.id,
      assigneeId,
      requesterId: user.id,
      requester: author,
      title,
      prompt: challenge.description || `Teach back: ${title}`,
      status: 'pending',
      notes: '',
      dueTs: challenge.dueTs,
      createdAt: now,
      updatedAt: now,
    });
    const [ownId, theirsId] = await insertActivities(trx, [
      own,
      {
        userId: assigneeId,
        text: ACTIVITY_TEXTS.assigned(title),
        type: 'teachback',
        createdAt: now,
        link: { kind: 'teachback', id: teachbackId },
      },
    ]);
    const notices: Notice[] = [
      ...ownNotices(ownId!),
      { userIds: [assigneeId], event: { type: 'teachbacks', ids: [teachbackId] } },
      { userIds: [assigneeId], event: { type: 'activity', ids: [theirsId!] } },
      ...(await notify(trx, {
        userId: assigneeId,
        kind: 'teachback_assigned',
        text: NOTIFICATION_TEXTS.teachbackAssigned(title),
        href: `/teachbacks/${teachbackId}/work`,
        now,
      })),
    ];
    return { teachback: { id: teachbackId, assigneeId }, notices };
  });

  await publishAll(deps, notices);
  return { challenge, teachback };
}

/** One of the user's own challenges; another user's is "not found", exactly like a missing one. */
export function getOwnChallenge(db: Db, userId: string, id: string): Promise<Challenge> {
  return getOwnItem(db, challengeKind, userId, id);
}
