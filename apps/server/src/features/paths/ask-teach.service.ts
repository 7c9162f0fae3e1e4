import { randomUUID } from 'node:crypto';
import {
  createChallengeSchema,
  DAY_MS,
  NEW_CHALLENGE_POINTS,
  pathItemKey,
  type Challenge,
  type SessionUser,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import { ACTIVITY_TEXTS } from '../activity/activity-texts';
import { recordActivity } from '../activity/record-activity.service';
import { takeAssignment } from '../challenges/assignment.repo';
import { insertChallenge } from '../challenges/challenges.repo';
import { createChallenge, type LearningDeps } from '../challenges/challenges.service';
import { publishAll, type Notice } from '../realtime/notices';
import { COURSES_USER_ID, COURSES_USER_NAME } from './courses-user';
import { ensureCoursesUser } from './courses-user.repo';
import { listPathRows } from './path-progress.repo';
import { pathItemOrNotFound } from './path.service';
import { isUnfinishedAsk, isUnfinishedTeach, type PathRow } from './path-state';
import { insertUnaskedTeachback } from './teach.repo';

/** Days a challenge asked from a path item, or an explanation taught unasked, is due in (the latter is never chased). */
const PATH_DUE_DAYS = 7;

/** What a one-click action answers: the item's row, and whether this call made it (201) or found it (200). */
export interface Made<T> {
  created: boolean;
  value: T;
}

/** The viewer's newest row on the item that `unfinished` keeps, if any. */
async function newestUnfinished(
  deps: LearningDeps,
  userId: string,
  key: string,
  unfinished: (row: PathRow) => boolean,
): Promise<PathRow | undefined> {
  const rows = await listPathRows(deps.db, userId);
  return rows
    .filter((row) => row.pathItem === key && unfinished(row))
    .sort((a, b) => b.createdAt - a.createdAt)[0];
}

/**
 * Asks a path item in one click: the challenge made from it (title, prompt, topic, level) goes through the one
 * create-challenge service (the same validation, assignment, activity and notifications), marked with its path
 * item. When the viewer already has one of this item whose review is not written, that one is answered instead.
 */
export async function askPathItem(
  deps: LearningDeps,
  user: SessionUser,
  slug: string,
  itemSlug: string,
): Promise<Made<{ challengeId: string }>> {
  const { course, item } = pathItemOrNotFound(slug, itemSlug);
  const key = pathItemKey(course.slug, item.slug);
  const open = await newestUnfinished(deps, user.id, key, isUnfinishedAsk);
  if (open) return { created: false, value: { challengeId: open.challengeId } };
  const input = createChallengeSchema.safeParse({
    title: item.title,
    topic: item.topic,
    level: item.level,
    description: item.prompt,
    dueDays: PATH_DUE_DAYS,
  });
  if (!input.success) throw new AppError('invalid_argument', input.error.issues[0]?.message ?? '');
  const { challenge } = await createChallenge(deps, user, input.data, key);
  return { created: true, value: { challengeId: challenge.id } };
}

/**
 * Teaches a path item nobody asked of the viewer: a challenge of the courses account (already accepted, with
 * the item's title, prompt, topic and level) and its teach-back, assigned to the viewer and started, so the
 * editor opens on it; it counts in their load of open teach-backs like any other. When they are already writing
 * an explanation of this item, that one is answered instead.
 */
export async function teachPathItem(
  deps: LearningDeps,
  user: SessionUser,
  slug: string,
  itemSlug: string,
): Promise<Made<{ teachbackId: string }>> {
  const { course, item } = pathItemOrNotFound(slug, itemSlug);
  const key = pathItemKey(course.slug, item.slug);
  const open = await newestUnfinished(deps, user.id, key, isUnfinishedTeach);
  if (open?.teachbackId) return { created: false, value: { teachbackId: open.teachbackId } };

  const now = deps.now();
  const challenge: Challenge = {
    id: randomUUID(),
    ownerId: COURSES_USER_ID,
    title: item.title,
    topic: item.topic,
    level: item.level,
    status: 'accepted',
    description: item.prompt,
    notes: '',
    points: NEW_CHALLENGE_POINTS,
    tags: [],
    author: COURSES_USER_NAME,
    dueTs: now + PATH_DUE_DAYS * DAY_MS,
    createdAt: now,
    updatedAt: now,
  };
  const teachbackId = randomUUID();
  const notices = await deps.db.transaction().execute(async (trx): Promise<Notice[]> => {
    await ensureCoursesUser(trx, now);
    await insertChallenge(trx, challenge, key);
    await insertUnaskedTeachback(
      trx,
      {
        id: teachbackId,
        challengeId: challenge.id,
        authorId: user.id,
        requester: COURSES_USER_NAME,
        title: item.title,
        prompt: item.prompt,
        dueTs: challenge.dueTs,
        now,
      },
      COURSES_USER_ID,
    );
    await takeAssignment(trx, { id: user.id, openTeachbacks: 0 }, 'whatever the load');
    return [
      { userIds: [user.id], event: { type: 'teachbacks', ids: [teachbackId] } },
      await recordActivity(trx, user.id, now, {
        text: ACTIVITY_TEXTS.teachbackStarted(item.title),
        type: 'teachback',
        link: { kind: 'teachback', id: teachbackId },
      }),
    ];
  });
  await publishAll(deps, notices);
  return { created: true, value: { teachbackId } };
}
