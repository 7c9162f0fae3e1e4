import {
  ACCOUNT_DISABLED_ERROR,
  GENERIC_MESSAGES,
  SUSPENSION_LIMITS,
  SUSPENSION_MESSAGES,
  type SessionUser,
  type SuspendedAccount,
  type SuspendUser,
  type SuspensionListResponse,
} from '@teachloop/shared';
import type { AppContext } from '../../app-deps';
import { AppError } from '../../app-error';
import { decodeCursor, pageOf } from '../../keyset-cursor';
import { endCredentials } from '../auth/credential-change.service';
import type { Notice } from '../realtime/notices';
import { handOverEveryAssigned } from '../teachbacks/reassignment.service';
import { tellReporters } from './report-outcome.service';
import {
  clearExpiredSuspensions,
  clearSuspension,
  findSuspension,
  findSuspensionTarget,
  listSuspended,
  resolveOpenReportsAbout,
  setSuspension,
  type SuspendedRow,
} from './suspension.repo';
import { assertNotOwnCase } from './moderation.policy';
import { auditedAction } from './audited-action.service';

type SuspensionDeps = Pick<
  AppContext,
  'db' | 'events' | 'log' | 'openStreams' | 'random' | 'now' | 'flushWrites'
>;

/**
 * Suspends an account until `until` (epoch ms) or for good, in one transaction: the suspension, a credential
 * change (every session and every outstanding link of it ended), its unfinished teach-backs handed to other peers, the open reports about it closed as actioned
 * (each reporter told), and the audit row. After commit its live streams in this process end (other processes' streams find their
 * session gone within a minute) and everyone concerned hears of it. Never oneself (403), never a moderator (409).
 */
export async function suspendUser(
  deps: SuspensionDeps,
  moderator: SessionUser,
  userId: string,
  { reason, until }: SuspendUser,
): Promise<SuspendedAccount> {
  const now = deps.now();
  assertNotOwnCase(moderator.id, userId);
  if (until !== null && until <= now) throw new AppError('invalid_argument', SUSPENSION_MESSAGES.untilPast);
  return auditedAction(deps, { moderatorId: moderator.id, now }, async (trx) => {
    const target = await findSuspensionTarget(trx, userId);
    if (!target) throw new AppError('not_found', GENERIC_MESSAGES.notFound);
    if (target.moderator) throw new AppError('conflict', SUSPENSION_MESSAGES.notAModerator);
    await setSuspension(trx, userId, { at: now, until, reason });
    const endStreams = await endCredentials(trx, deps.openStreams, userId, {
      farewell: { code: ACCOUNT_DISABLED_ERROR, until },
    });
    const handedOver = await handOverEveryAssigned(trx, userId, {
      now,
      random: deps.random,
      reason: 'assignee_away',
    });
    const resolved = await resolveOpenReportsAbout(trx, userId, { at: now, moderatorId: moderator.id });
    const told = await tellReporters(trx, resolved, 'actioned', now);
    const row = await findSuspension(trx, userId);
    const changed: Notice = { userIds: [userId], event: { type: 'profile', ids: [userId] } };
    return {
      audit: { action: 'suspend', subjectId: userId, reason, until },
      notices: [...handedOver, ...told, changed],
      afterCommit: endStreams,
      result: toAccount(row!),
    };
  });
}

/** Lifts an account's suspension (the user may sign in again), with its audit row; 409 when none holds. */
export async function liftSuspension(
  deps: Pick<AppContext, 'db' | 'events' | 'log' | 'now' | 'flushWrites'>,
  moderator: SessionUser,
  userId: string,
): Promise<void> {
  const now = deps.now();
  assertNotOwnCase(moderator.id, userId);
  await auditedAction(deps, { moderatorId: moderator.id, now }, async (trx) => {
    if (!(await findSuspensionTarget(trx, userId)))
      throw new AppError('not_found', GENERIC_MESSAGES.notFound);
    if (!(await clearSuspension(trx, userId)))
      throw new AppError('conflict', SUSPENSION_MESSAGES.notSuspended);
    return { audit: { action: 'lift', subjectId: userId } };
  });
}

/** The accounts suspended now, newest first, a page at a time. */
export async function listSuspensions(
  deps: Pick<AppContext, 'db'>,
  query: { cursor?: string | undefined; limit?: number | undefined },
): Promise<SuspensionListResponse> {
  const limit = query.limit ?? SUSPENSION_LIMITS.pageDefault;
  const before = query.cursor ? decodeCursor(query.cursor, SUSPENSION_MESSAGES.cursorInvalid) : undefined;
  const rows = await listSuspended(deps.db, { limit: limit + 1, before });
  const page = pageOf(rows, limit, (row) => ({ createdAt: row.suspendedAt, id: row.id }));
  return { accounts: page.rows.map(toAccount), nextCursor: page.nextCursor };
}

/** A batch per run: a suspension whose end has passed lifts itself. Returns how many lifted. */
export function liftExpiredSuspensions(deps: Pick<AppContext, 'db'>, now: number): Promise<number> {
  return clearExpiredSuspensions(deps.db, now, 100);
}

function toAccount(row: SuspendedRow): SuspendedAccount {
  return {
    userId: row.id,
    name: row.displayName,
    reason: row.reason,
    suspendedAt: row.suspendedAt,
    until: row.until,
  };
}
