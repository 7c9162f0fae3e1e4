import { ACCOUNT_MESSAGES, authorName, NOTIFICATION_TEXTS, type SessionUser } from '@teachloop/shared';
import type { AppContext } from '../../app-deps';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { ACTIVITY_TEXTS } from '../activity/activity-texts';
import { recordActivity } from '../activity/record-activity.service';
import { releaseAssignment } from '../challenges/assignment.repo';
import { verifyPassword } from '../auth/password-hashing';
import { endCredentials } from '../auth/credential-change.service';
import { notify } from '../notifications/notify.service';
import { publishAll, type Notice } from '../realtime/notices';
import { handOverEveryAssigned } from '../teachbacks/reassignment.service';
import { leaveEveryCircle } from '../circles/leave-circles.service';
import { forgetInvitesOf } from '../invites/invites.service';
import { withdrawFromLibrary } from '../library/publish.service';
import {
  accountNameOf,
  anonymiseReviews,
  eraseOwnRows,
  passwordHashOf,
  peersTold,
  removeOwnChallenges,
  renameInActivity,
  renameInNotifications,
  reviewPartners,
  withdrawRequestedTeachbacks,
} from './delete-account.repo';

type DeleteDeps = Pick<AppContext, 'db' | 'events' | 'log' | 'openStreams' | 'random' | 'now'>;

/**
 * Deletes the signed-in user's account, once they have typed their password again, in one transaction:
 * - teach-backs assigned to them go to another peer (as an overdue one would; the requester is told);
 * - unfinished teach-backs of their challenges are withdrawn (the peer is told), and challenges nobody taught
 *   back are deleted;
 * - reviews they wrote stay with the peer who received them, as anonymous; reviews of them stay with the peer
 *   who wrote them, naming nobody, as do the peers' notifications and activity that named them;
 * - circles they own pass to the member who joined first after them, or close when nobody is left; they leave
 *   every other circle;
 * - their invites go both ways: their link stops working, and an inviter's list no longer names them;
 * - their explanations leave the course library, and their helpful marks leave the counts;
 * - it is a credential change: every session and every outstanding link ends (endCredentials), and their live
 *   streams end;
 * - everything else that is theirs is erased (delete-account.repo.ts eraseOwnRows).
 */
export async function deleteAccount(deps: DeleteDeps, user: SessionUser, password: string): Promise<void> {
  const hash = await passwordHashOf(deps.db, user.id);
  if (!hash) throw new AppError('invalid_argument', ACCOUNT_MESSAGES.noPasswordAccount);
  if (!(await verifyPassword({ hash, password }))) {
    throw new AppError('invalid_argument', ACCOUNT_MESSAGES.currentPasswordWrong);
  }
  await eraseAccount(deps, user);
}

/**
 * A Google sign-in with a verified address met an account nobody ever verified under it (decision 025): that
 * account is the squatter's, and is deleted as its owner would delete it, so nothing of it (name, bio, challenges
 * and their notes, invite link) passes to the address's owner, whom Better Auth then signs up afresh.
 */
export async function deleteTakenOverAccount(deps: DeleteDeps, userId: string): Promise<void> {
  const name = await accountNameOf(deps.db, userId);
  if (name) await eraseAccount(deps, { id: userId, ...name });
}

/** The deletion itself, in one transaction (see deleteAccount), then its live notices. */
async function eraseAccount(
  deps: DeleteDeps,
  user: Pick<SessionUser, 'id' | 'displayName' | 'email'>,
): Promise<void> {
  const now = deps.now();
  const { notices, endStreams } = await deps.db.transaction().execute(async (trx) => {
    const handedOver = await handOverEveryAssigned(trx, user.id, { now, random: deps.random });
    const withdrawn = await withdrawChallenges(trx, user.id, now);
    await unnameInPeersRecords(trx, user);
    const left = await leaveEveryCircle(trx, user.id, now);
    const endStreams = await endCredentials(trx, deps.openStreams, user.id);
    const invites = await forgetInvitesOf(trx, user.id);
    // The user row stays (a tombstone), so its foreign keys' cascade does not empty the library: done here.
    await withdrawFromLibrary(trx, user.id);
    await eraseOwnRows(trx, user.id);
    return { notices: [...handedOver, ...withdrawn, ...left, ...invites], endStreams };
  });
  endStreams();
  await publishAll(deps, notices);
}

/** Withdraws the unfinished teach-backs of the user's challenges; each assignee is told, live and in the bell. */
async function withdrawChallenges(trx: Db, userId: string, now: number): Promise<Notice[]> {
  const notices: Notice[] = [];
  for (const teachback of await withdrawRequestedTeachbacks(trx, userId)) {
    await releaseAssignment(trx, teachback.assigneeId);
    const text = ACTIVITY_TEXTS.withdrawn(teachback.title);
    notices.push(
      { userIds: [teachback.assigneeId], event: { type: 'teachbacks', ids: [teachback.id] } },
      await recordActivity(trx, teachback.assigneeId, now, { text, type: 'info', link: null }),
      // Told as a deleted challenge is; a started one leads to its work page, where the writer's device still
      // holds their text to copy (the page shows it as closed).
      ...(await notify(trx, {
        userId: teachback.assigneeId,
        kind: 'challenge_deleted',
        text: teachback.started
          ? NOTIFICATION_TEXTS.requesterLeftStarted(teachback.title)
          : NOTIFICATION_TEXTS.requesterLeftPending(teachback.title),
        href: teachback.started ? `/teachbacks/${teachback.id}/work` : '/teachbacks',
        now,
      })),
    );
  }
  await removeOwnChallenges(trx, userId);
  return notices;
}

/** A title no real one can be (control characters are refused in every text): where a line's title starts. */
const TITLE = '\u0000';
const before = (line: string, marker: string) => line.slice(0, line.indexOf(marker));
const after = (line: string, marker: string) => line.slice(line.indexOf(marker) + marker.length);

/** Reviews stay with the peers, naming nobody; so do the lines that told peers what the user did. */
async function unnameInPeersRecords(
  trx: Db,
  user: Pick<SessionUser, 'id' | 'displayName' | 'email'>,
): Promise<void> {
  const name = authorName(user);
  const { requesters, circleOwners } = await peersTold(trx, user.id);
  const reviewers = await anonymiseReviews(trx, user.id);
  const told = [
    { userIds: requesters, kind: 'teachback_completed', line: NOTIFICATION_TEXTS.teachbackCompleted },
    {
      userIds: circleOwners,
      kind: 'circle_request_received',
      line: NOTIFICATION_TEXTS.circleRequestReceived,
    },
    // "Ada replied under the review of …": an anonymous reviewer's read "A peer" already.
    {
      userIds: await reviewPartners(trx, user.id),
      kind: 'review_reply',
      line: NOTIFICATION_TEXTS.reviewReply,
    },
  ] as const;
  for (const { userIds, kind, line } of told) {
    await renameInNotifications(trx, { userIds, kind, prefix: before(line(name, TITLE), TITLE) }, name);
  }
  // "Gave feedback on “…” for Ada" and "Updated feedback on “…” for Ada" end alike.
  await renameInActivity(
    trx,
    { userIds: reviewers, suffix: after(ACTIVITY_TEXTS.gaveFeedback(TITLE, name), TITLE) },
    name,
  );
}
