import {
  ACCOUNT_MESSAGES,
  CONTENT_REMOVAL_TEXTS,
  type AccountSession,
  type ChangePassword,
} from '@teachloop/shared';
import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { AppContext } from '../../app-deps';
import { AppError } from '../../app-error';
import { seenBy } from '../moderation/visibility.policy';
import { authWork } from '../auth/auth-async-context';
import { openedSessionToken, toBrowserSessionCookie } from '../auth/auth-cookies';
import { translateAuthError } from '../auth/auth-errors';
import { endCredentials } from '../auth/credential-change.service';
import { listEarnedBadges } from '../xp/badges.repo';
import {
  sessionIdsWithPush,
  subscriptionsOfSession,
  upsertSubscription,
} from '../push/push-subscriptions.repo';
import { deleteSessionsOf, exportRowsOf, listSessionsOf } from './account.repo';
import { withIsoDates } from './export-dates';

type AccountDeps = Pick<AppContext, 'auth' | 'db' | 'openStreams' | 'sessionTokenOf'>;

type ExportRows = Awaited<ReturnType<typeof exportRowsOf>>;
type ReceivedReviewRow = ExportRows['reviewsReceived'][number];
type AssignedTeachbackRow = ExportRows['teachbacksAssigned'][number];

/** A teach-back the user was given, its prompt (the requester's text) removed with their challenge. */
function assignedTeachbackForExport({
  challenge_hidden_at,
  requester_suspended,
  ...teachback
}: AssignedTeachbackRow) {
  const marks = { hiddenAt: challenge_hidden_at, hiddenReason: null, authorSuspended: requester_suspended };
  if (!seenBy(teachback.assignee_id, teachback.requester_id, marks).blank) return teachback;
  return { ...teachback, prompt: CONTENT_REMOVAL_TEXTS.removed };
}

/**
 * A review of the user as their export holds it: an anonymous one without its reviewer; a removed one (hidden by
 * a moderator, or its reviewer suspended) with 'Removed by a moderator' in place of what it said.
 */
function receivedReviewForExport({ reviewer_suspended, ...review }: ReceivedReviewRow) {
  const named = review.anonymous ? { ...review, reviewer_id: null } : review;
  const marks = {
    hiddenAt: review.hidden_at,
    hiddenReason: review.hidden_reason,
    authorSuspended: reviewer_suspended,
  };
  if (!seenBy(review.learner_id, review.reviewer_id, marks).blank) return named;
  return {
    ...named,
    rating: null,
    rubric_clarity: null,
    rubric_accuracy: null,
    rubric_examples: null,
    comment: CONTENT_REMOVAL_TEXTS.removed,
    hidden_reason: null,
  };
}

/**
 * Changes the password (the current one required, through Better Auth), a credential change: every session of
 * the user ends, the current one included, and every outstanding link (endCredentials); returns the cookie of the
 * fresh session Better Auth opens for this device: the other devices are signed out, this one stays signed in,
 * and so keeps its push subscription (moved to the fresh session; the old one's went with it).
 */
export async function changePassword(
  { auth, db, openStreams, sessionTokenOf }: AccountDeps,
  userId: string,
  headers: IncomingHttpHeaders,
  body: ChangePassword,
): Promise<string[]> {
  const current = await sessionTokenOf(headers);
  const devicePush = current ? await subscriptionsOfSession(db, current) : [];
  const response = await authWork(() =>
    auth.api.changePassword({
      body: { ...body, revokeOtherSessions: true },
      headers: fromNodeHeaders(headers),
      asResponse: true,
    }),
  );
  if (!response.ok) {
    const error = translateAuthError(response.status, await response.json().catch(() => undefined));
    if (error.code === 'unauthenticated')
      throw new AppError('invalid_argument', ACCOUNT_MESSAGES.currentPasswordWrong);
    throw new AppError(error.code, error.message);
  }
  // Every link and every other session ends (a change of address someone else started, too); the fresh session
  // Better Auth opened for this device stays. This device's stream re-checks its session within a minute and
  // then reconnects with the fresh cookie; ending it now would reconnect before the browser has that cookie.
  const fresh = await openedSessionToken(response);
  const endStreams = await endCredentials(db, openStreams, userId, { session: fresh, streamsOf: current });
  if (fresh) {
    for (const subscription of devicePush) {
      await upsertSubscription(db, { ...subscription, userId, sessionToken: fresh });
    }
  }
  endStreams();
  return response.headers.getSetCookie().map(toBrowserSessionCookie);
}

/** The user's signed-in devices, each with whether it holds a push subscription (one read for all of them). */
export async function listSessions({ db }: AccountDeps, userId: string, currentToken: string | null) {
  const [rows, withPush] = await Promise.all([listSessionsOf(db, userId), sessionIdsWithPush(db, userId)]);
  return rows.map((row): AccountSession => ({
    id: row.id,
    createdAt: new Date(row.createdAt).getTime(),
    lastActiveAt: new Date(row.updatedAt).getTime(),
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    current: row.token === currentToken,
    push: withPush.has(row.id),
  }));
}

/** Signs one of the user's devices out (404 for an id that is not one of theirs) and ends its streams. */
export async function endSession({ db, openStreams }: AccountDeps, userId: string, sessionId: string) {
  const [token] = await deleteSessionsOf(db, userId, [sessionId]);
  if (!token) throw new AppError('not_found', 'No such session.');
  openStreams.endSession(token);
}

/** "Sign out everywhere else": every session of the user but the one making the request. */
export async function endOtherSessions(deps: AccountDeps, userId: string, currentToken: string | null) {
  const others = (await listSessionsOf(deps.db, userId)).filter((row) => row.token !== currentToken);
  const ended = await deleteSessionsOf(
    deps.db,
    userId,
    others.map((row) => row.id),
  );
  for (const token of ended) deps.openStreams.endSession(token);
}

/**
 * Everything stored about the user, as one JSON document, every moment as an ISO 8601 string. The profile lists
 * the badges earned (from user_badges, in the order earned), as the app shows them. Reviews of them that were
 * written anonymously do not name their reviewer here either.
 */
export async function exportAccount({ db }: AccountDeps, userId: string, now: number) {
  const [rows, badges] = await Promise.all([exportRowsOf(db, userId), listEarnedBadges(db, userId)]);
  const tables = Object.fromEntries(
    Object.entries({
      ...rows,
      reviewsReceived: rows.reviewsReceived.map(receivedReviewForExport),
      teachbacksAssigned: rows.teachbacksAssigned.map(assignedTeachbackForExport),
    }).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map((row: object) => withIsoDates(row)) : value && withIsoDates(value),
    ]),
  );
  return {
    exportedAt: new Date(now).toISOString(),
    ...tables,
    profile: rows.profile && { ...withIsoDates(rows.profile), badges: badges.map((badge) => badge.badgeId) },
  };
}
