import { randomUUID } from 'node:crypto';
import {
  authorName,
  DAY_MS,
  LEARNING_MESSAGES,
  NOTIFICATION_TEXTS,
  OPEN_TO_TEACH_LIMITS,
  OPEN_TO_TEACH_MESSAGES,
  type OpenChallengesQuery,
  type OpenChallengesResponse,
  type SessionUser,
  type Teachback,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { decodeCursor, encodeCursor } from '../../keyset-cursor';
import { ACTIVITY_TEXTS } from '../activity/activity-texts';
import { insertActivity } from '../activity/activity.repo';
import { notify } from '../notifications/notify.service';
import { publishAll, type Notice } from '../realtime/notices';
import { insertTeachback } from '../teachbacks/teachbacks.repo';
import { takeAssignment } from './assignment.repo';
import { findChallengeById, takeOpenToTeach } from './challenges.repo';
import type { LearningDeps } from './challenges.service';
import { listOpenToTeach } from './open-to-teach.repo';

/**
 * A page of the challenges open to teach, newest first. Anyone may read it; `viewerId` (null when signed out)
 * only marks the viewer's own challenges, which they cannot accept. Never the owner's id or address.
 */
export async function listOpenChallenges(
  db: Db,
  viewerId: string | null,
  query: OpenChallengesQuery,
): Promise<OpenChallengesResponse> {
  const after = query.cursor ? decodeCursor(query.cursor, OPEN_TO_TEACH_MESSAGES.cursorInvalid) : null;
  const limit = query.limit ?? OPEN_TO_TEACH_LIMITS.default;
  const filter = { topic: query.topic || undefined, level: query.level };
  const rows = await listOpenToTeach(db, filter, { after, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    challenges: page.map((row) => ({
      id: row.id,
      title: row.title,
      topic: row.topic,
      level: row.level,
      points: row.points,
      createdAt: row.createdAt,
      dueTs: row.dueTs,
      author: row.author,
      own: row.ownerId === viewerId,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.since, id: last.id }) : null,
  };
}

/**
 * Accepts a challenge open to teach: in one transaction the challenge leaves the open list (a compare-and-set,
 * so of two peers pressing at once exactly one wins; the other gets a conflict), and its teach-back is created
 * for the acceptor, pending, due as far ahead as the owner first gave (at least a day), counted in their load.
 * The owner is told. Not on one's own challenge. A peer who declined it earlier may accept it now.
 */
export async function acceptChallenge(
  deps: LearningDeps,
  user: SessionUser,
  challengeId: string,
): Promise<{ teachback: Teachback }> {
  const now = deps.now?.() ?? Date.now();
  const { teachback, notices } = await deps.db.transaction().execute(async (trx) => {
    const challenge = await findChallengeById(trx, challengeId);
    if (!challenge) throw new AppError('not_found', LEARNING_MESSAGES.challengeNotFound);
    if (challenge.ownerId === user.id)
      throw new AppError('permission_denied', OPEN_TO_TEACH_MESSAGES.acceptOwn);
    if (challenge.status === 'completed') throw new AppError('conflict', OPEN_TO_TEACH_MESSAGES.notOpen);
    if (!(await takeOpenToTeach(trx, challenge.id))) {
      throw new AppError('conflict', OPEN_TO_TEACH_MESSAGES.alreadyTaken);
    }
    await takeAssignment(trx, { id: user.id, openTeachbacks: 0 }, 'whatever the load');
    const { title } = challenge;
    const teachback: Teachback = {
      id: randomUUID(),
      challengeId: challenge.id,
      assigneeId: user.id,
      requesterId: challenge.ownerId,
      requester: challenge.author,
      prompt: challenge.description || `Teach back: ${title}`,
      status: 'pending',
      notes: '',
      dueTs: now + Math.max(DAY_MS, challenge.dueTs - challenge.createdAt),
      createdAt: now,
      updatedAt: now,
    };
    await insertTeachback(trx, teachback);
    const activityId = await insertActivity(trx, {
      userId: user.id,
      text: ACTIVITY_TEXTS.assigned(title),
      type: 'teachback',
      createdAt: now,
      link: { kind: 'teachback', id: teachback.id },
    });
    const notices: Notice[] = [
      { userIds: [user.id], event: { type: 'teachbacks', ids: [teachback.id] } },
      { userIds: [user.id], event: { type: 'activity', ids: [activityId] } },
      { userIds: [challenge.ownerId], event: { type: 'challenges', ids: [challenge.id] } },
      ...(await notify(trx, {
        userId: challenge.ownerId,
        kind: 'challenge_accepted',
        text: NOTIFICATION_TEXTS.challengeAccepted(authorName(user), title),
        href: `/challenges/${challenge.id}/work`,
        now,
      })),
    ];
    return { teachback, notices };
  });
  await publishAll(deps, notices);
  return { teachback };
}
