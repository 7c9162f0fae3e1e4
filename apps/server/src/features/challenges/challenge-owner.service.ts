import {
  CHALLENGE_OWNER_MESSAGES,
  DAY_MS,
  LEARNING_MESSAGES,
  leaderboardName,
  NOTIFICATION_TEXTS,
  type ChallengeTeacherResponse,
  type EditChallenge,
  type SessionUser,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { seenBy } from '../moderation/visibility.policy';
import { embedOwnImages, releaseImages } from '../images/own-images.service';
import { notify } from '../notifications/notify.service';
import { publishAll, type Notice } from '../realtime/notices';
import { releaseAssignment } from './assignment.repo';
import {
  deleteChallengeRow,
  deletePendingTeachback,
  editPendingTeachback,
  findChallengeTeachback,
  findOwnedChallenge,
  findReviewOf,
  updateChallengeFields,
  type ChallengeTeachback,
  type OwnedChallenge,
} from './challenge-owner.repo';
import type { LearningDeps } from './challenges.service';

type OwnerDeps = Omit<LearningDeps, 'random'>;

const changedMeanwhile = () => new AppError('conflict', LEARNING_MESSAGES.changedMeanwhile);

/**
 * The user's own challenge and its teach-back, if it has not started (none yet, or pending); anyone else's
 * challenge is "not found", and a started or completed teach-back is a conflict saying why.
 */
async function notStarted(
  trx: Db,
  user: SessionUser,
  id: string,
  startedMessage: string,
): Promise<{ challenge: OwnedChallenge; teachback: ChallengeTeachback | undefined }> {
  const challenge = await findOwnedChallenge(trx, user.id, id);
  if (!challenge) throw new AppError('not_found', LEARNING_MESSAGES.challengeNotFound);
  const teachback = await findChallengeTeachback(trx, id);
  if (teachback && teachback.status !== 'pending') throw new AppError('conflict', startedMessage);
  return { challenge, teachback };
}

/**
 * The owner edits a challenge whose teach-back has not started: every field, validated as at creation, the
 * due date counted from now. A pending teach-back takes the new prompt and due date; a challenge waiting in
 * the open list stays there, as it was (its topic and level are read from the row). Images in the prompt must
 * be the owner's own uploads, as at creation.
 */
export async function editChallenge(
  deps: OwnerDeps,
  user: SessionUser,
  id: string,
  edit: EditChallenge,
): Promise<void> {
  const now = deps.now();
  const dueTs = now + edit.dueDays * DAY_MS;
  const notices = await deps.db.transaction().execute(async (trx) => {
    const { challenge, teachback } = await notStarted(trx, user, id, CHALLENGE_OWNER_MESSAGES.editAfterStart);
    const notices: Notice[] = [{ userIds: [user.id], event: { type: 'challenges', ids: [id] } }];
    const source = { kind: 'challenge_prompt', id } as const;
    await embedOwnImages(trx, { userId: user.id, source, markdown: edit.description, now });
    if (teachback) {
      const prompt = edit.description || `Teach back: ${edit.title}`;
      if (!(await editPendingTeachback(trx, teachback, { title: edit.title, prompt, dueTs, now })))
        throw changedMeanwhile();
      notices.push({ userIds: [teachback.assigneeId], event: { type: 'teachbacks', ids: [teachback.id] } });
    }
    const written = await updateChallengeFields(trx, challenge, {
      ...edit,
      dueTs,
      now,
      unaccepted: !teachback,
    });
    if (!written) throw changedMeanwhile();
    return notices;
  });
  await publishAll(deps, notices);
}

/**
 * The owner deletes a challenge whose teach-back has not started: a pending teach-back is withdrawn (its
 * assignee's load released, and they are told), and the challenge leaves the open list with its row.
 */
export async function deleteChallenge(deps: OwnerDeps, user: SessionUser, id: string): Promise<void> {
  const now = deps.now();
  const notices = await deps.db.transaction().execute(async (trx) => {
    const { challenge, teachback } = await notStarted(
      trx,
      user,
      id,
      CHALLENGE_OWNER_MESSAGES.deleteAfterStart,
    );
    const notices: Notice[] = [{ userIds: [user.id], event: { type: 'challenges', ids: [id] } }];
    if (teachback) {
      if (!(await deletePendingTeachback(trx, teachback))) throw changedMeanwhile();
      await releaseAssignment(trx, teachback.assigneeId);
      notices.push(
        { userIds: [teachback.assigneeId], event: { type: 'teachbacks', ids: [teachback.id] } },
        ...(await notify(trx, {
          userId: teachback.assigneeId,
          kind: 'challenge_deleted',
          text: NOTIFICATION_TEXTS.challengeDeleted(challenge.title),
          href: '/teachbacks',
          now,
        })),
      );
    }
    if (!(await deleteChallengeRow(trx, challenge, !teachback))) throw changedMeanwhile();
    // Its texts are gone: their images may be cleaned up after the grace period.
    await releaseImages(trx, { kind: 'challenge_prompt', id }, now);
    await releaseImages(trx, { kind: 'challenge_notes', id }, now);
    if (teachback) await releaseImages(trx, { kind: 'teachback_notes', id: teachback.id }, now);
    return notices;
  });
  await publishAll(deps, notices);
}

/**
 * Who is teaching the user's own challenge back: the teacher's public name and photo, the teach-back's status
 * and due date, and, once it is completed, the explanation and the owner's review of it (and whether it has been
 * submitted). Anyone else's
 * challenge is "not found".
 */
export async function getChallengeTeacher(
  db: Db,
  user: SessionUser,
  id: string,
): Promise<ChallengeTeacherResponse> {
  const challenge = await findOwnedChallenge(db, user.id, id);
  if (!challenge) throw new AppError('not_found', LEARNING_MESSAGES.challengeNotFound);
  const teachback = await findChallengeTeachback(db, id);
  if (!teachback) return { teacher: null };
  const completed = teachback.status === 'completed';
  const explanation = seenBy(user.id, teachback.assigneeId, teachback.marks);
  const review = completed ? await findReviewOf(db, teachback.id) : undefined;
  return {
    teacher: {
      teachbackId: teachback.id,
      name: leaderboardName(teachback.displayName, teachback.assigneeId),
      photoURL: teachback.photoURL,
      status: teachback.status,
      dueTs: teachback.dueTs,
      explanation: completed && !explanation.blank ? teachback.notes : null,
      explanationRemoved: completed ? explanation.removal : undefined,
      reviewId: review?.id ?? null,
      reviewed: review?.submitted ?? false,
    },
  };
}
