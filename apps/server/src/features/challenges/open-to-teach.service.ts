import { randomUUID } from 'node:crypto';
import {
  authorName,
  type Challenge,
  DAY_MS,
  LEARNING_MESSAGES,
  NOTIFICATION_TEXTS,
  OPEN_TO_TEACH_LIMITS,
  OPEN_TO_TEACH_MESSAGES,
  type OpenChallenge,
  type OpenChallengesQuery,
  type OpenChallengesResponse,
  type SessionUser,
  type Teachback,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { decodeCursor, encodeCursor, type KeysetPosition } from '../../keyset-cursor';
import { ACTIVITY_TEXTS } from '../activity/activity-texts';
import { insertActivity } from '../activity/activity.repo';
import { notify } from '../notifications/notify.service';
import { publishAll, type Notice } from '../realtime/notices';
import { insertTeachback } from './new-teachback.repo';
import { blockedEitherWay } from '../blocks/blocked-pair.service';
import { takeAssignment } from './assignment.repo';
import { findChallengeById, takeOpenToTeach } from './challenges.repo';
import type { LearningDeps } from './challenges.service';
import { listNeverOffered, listOpenToTeach, type OpenToTeachRow } from './open-to-teach.repo';

/** An open challenge as anyone may see it; `viewerId` (null when signed out) only marks the viewer's own. */
function toOpenChallenge(row: OpenToTeachRow, viewerId: string | null): OpenChallenge {
  return {
    id: row.id,
    title: row.title,
    topic: row.topic,
    level: row.level,
    points: row.points,
    createdAt: row.createdAt,
    dueTs: row.dueTs,
    author: row.author,
    own: row.ownerId === viewerId,
  };
}

/**
 * The first `limit` of `rows` (read `limit + 1`, newest waiting first) as a page, with the cursor of the next
 * page when there is more.
 */
function openChallengePage(
  rows: OpenToTeachRow[],
  limit: number,
  viewerId: string | null,
): OpenChallengesResponse {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    challenges: page.map((row) => toOpenChallenge(row, viewerId)),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.since, id: last.id }) : null,
  };
}

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
  const filter = { topic: query.topic || undefined, level: query.level, viewerId: viewerId ?? undefined };
  return openChallengePage(await listOpenToTeach(db, filter, { after, limit: limit + 1 }), limit, viewerId);
}

/** Newest waiting first, then by id: the open list's own order, so one cursor pages every slice alike. */
const newestWaiting = (a: OpenToTeachRow, b: OpenToTeachRow) =>
  b.since - a.since || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * A page of the challenges open to teach on any of `topics` (a course page's), newest first. Each topic is read
 * from its own slice of the open index (at most one page + 1 rows each) and the slices are merged here, so the
 * work is bounded by topics × page size however many challenges exist.
 */
export async function listOpenOnTopics(
  db: Db,
  viewerId: string | null,
  topics: readonly string[],
  page: { after: KeysetPosition | null; limit: number },
): Promise<OpenChallengesResponse> {
  const { after, limit } = page;
  const slices = await Promise.all(
    topics.map((topic) =>
      listOpenToTeach(db, { topic, viewerId: viewerId ?? undefined }, { after, limit: limit + 1 }),
    ),
  );
  return openChallengePage(slices.flat().sort(newestWaiting), limit, viewerId);
}

/**
 * Inside the caller's transaction, takes the challenge off the open list (a compare-and-set: null when someone
 * else took it first) and creates its teach-back for `assigneeId`: pending, due as far ahead as the owner first
 * gave (at least a day), counted in their load, with the assignee's activity entry and live events.
 */
async function handOpenChallengeTo(
  trx: Db,
  challenge: Challenge,
  assigneeId: string,
  now: number,
): Promise<{ teachback: Teachback; notices: Notice[] } | null> {
  if (!(await takeOpenToTeach(trx, challenge.id))) return null;
  await takeAssignment(trx, { id: assigneeId, openTeachbacks: 0 }, 'whatever the load');
  const { title } = challenge;
  const teachback: Teachback = {
    id: randomUUID(),
    challengeId: challenge.id,
    assigneeId,
    requesterId: challenge.ownerId,
    requester: challenge.author,
    title,
    prompt: challenge.description || `Teach back: ${title}`,
    status: 'pending',
    notes: '',
    dueTs: now + Math.max(DAY_MS, challenge.dueTs - challenge.createdAt),
    createdAt: now,
    updatedAt: now,
  };
  await insertTeachback(trx, teachback);
  const activityId = await insertActivity(trx, {
    userId: assigneeId,
    text: ACTIVITY_TEXTS.assigned(title),
    type: 'teachback',
    createdAt: now,
    link: { kind: 'teachback', id: teachback.id },
  });
  const notices: Notice[] = [
    { userIds: [assigneeId], event: { type: 'teachbacks', ids: [teachback.id] } },
    { userIds: [assigneeId], event: { type: 'activity', ids: [activityId] } },
    { userIds: [challenge.ownerId], event: { type: 'challenges', ids: [challenge.id] } },
  ];
  return { teachback, notices };
}

/**
 * Accepts a challenge open to teach: in one transaction the challenge leaves the open list (so of two peers
 * pressing at once exactly one wins; the other gets a conflict) and its teach-back is created for the acceptor.
 * The owner is told. Not on one's own challenge. A peer who declined it earlier may accept it now.
 */
export async function acceptChallenge(
  deps: LearningDeps,
  user: SessionUser,
  challengeId: string,
): Promise<{ teachback: Teachback }> {
  const now = deps.now();
  const { teachback, notices } = await deps.db.transaction().execute(async (trx) => {
    const challenge = await findChallengeById(trx, challengeId);
    if (!challenge) throw new AppError('not_found', LEARNING_MESSAGES.challengeNotFound);
    if (challenge.ownerId === user.id)
      throw new AppError('permission_denied', OPEN_TO_TEACH_MESSAGES.acceptOwn);
    if (challenge.status === 'completed') throw new AppError('conflict', OPEN_TO_TEACH_MESSAGES.notOpen);
    // A blocked pair is never matched: answered as a challenge gone, which it is for them.
    if (await blockedEitherWay(trx, user.id, challenge.ownerId)) {
      throw new AppError('not_found', LEARNING_MESSAGES.challengeNotFound);
    }
    const handed = await handOpenChallengeTo(trx, challenge, user.id, now);
    if (!handed) throw new AppError('conflict', OPEN_TO_TEACH_MESSAGES.alreadyTaken);
    const toOwner = await notify(trx, {
      userId: challenge.ownerId,
      kind: 'challenge_accepted',
      text: NOTIFICATION_TEXTS.challengeAccepted(authorName(user), challenge.title),
      href: `/challenges/${challenge.id}/work`,
      now,
    });
    return { teachback: handed.teachback, notices: [...handed.notices, ...toOwner] };
  });
  await publishAll(deps, notices);
  return { teachback };
}

/** How many waiting challenges a new peer is offered when they sign up. */
export const SIGN_UP_OFFERS = 3;

/**
 * A new peer is offered the oldest challenges never offered to anyone (made while nobody else existed), up to
 * SIGN_UP_OFFERS, each as its pending teach-back (which they may decline), so none waits unseen; the rest stay in
 * the open list for the next. Each owner and the new peer are told. One transaction per challenge, so a peer
 * accepting one at the same moment simply wins it.
 */
export async function offerNeverOfferedTo(deps: LearningDeps, userId: string): Promise<void> {
  const now = deps.now();
  for (const challengeId of await listNeverOffered(deps.db, SIGN_UP_OFFERS)) {
    const notices = await deps.db.transaction().execute(async (trx) => {
      const challenge = await findChallengeById(trx, challengeId);
      if (!challenge || challenge.ownerId === userId || challenge.status === 'completed') return [];
      const handed = await handOpenChallengeTo(trx, challenge, userId, now);
      if (!handed) return [];
      const { title } = challenge;
      return [
        ...handed.notices,
        ...(await notify(trx, {
          userId,
          kind: 'teachback_assigned',
          text: NOTIFICATION_TEXTS.teachbackAssigned(title),
          href: `/teachbacks/${handed.teachback.id}/work`,
          now,
        })),
        ...(await notify(trx, {
          userId: challenge.ownerId,
          kind: 'challenge_accepted',
          text: NOTIFICATION_TEXTS.offeredToNewPeer(title),
          href: `/challenges/${challenge.id}/work`,
          now,
        })),
      ];
    });
    await publishAll(deps, notices);
  }
}
