import type { NotificationKind } from '@teachloop/shared';
import type { AppContext } from '../../app-deps';
import type { Db } from '../../db/database';
import { notify } from '../notifications/notify.service';
import { publishAll, type Notice } from '../realtime/notices';
import { recordModerationAction, type ModerationLogEntry } from './moderation-log.repo';

/** What a moderator's action did, as `act` reports it to `auditedAction`. */
export interface ActionOutcome<Result> {
  /** Its audit row, but for who acted and when (auditedAction adds them). */
  audit: Omit<ModerationLogEntry, 'moderatorId' | 'at'>;
  /** The person the action is about, told what happened and why. */
  tell?: { userId: string; kind: NotificationKind; text: string; href: string };
  /** The other live updates it causes (reporters told, views that show the item). */
  notices?: Notice[];
  /** Run after commit, before the live updates are published (ending a suspended account's streams). */
  afterCommit?: () => void;
  /** What the caller answers with, when it answers with something. */
  result?: Result;
}

type AuditedActionDeps = Pick<AppContext, 'db' | 'events' | 'log' | 'flushWrites'>;

/**
 * A moderator's action as one transaction: `act` checks and changes what it acts on, then its audit row and the
 * notice to the person it is about are written in the same transaction, so the action, its record and what its
 * subject hears commit together or not at all. The live updates are published after commit.
 */
export async function auditedAction<Result>(
  deps: AuditedActionDeps,
  { moderatorId, now }: { moderatorId: string; now: number },
  act: (trx: Db) => Promise<ActionOutcome<Result>>,
): Promise<Result> {
  const { result, notices, afterCommit } = await deps.db.transaction().execute(async (trx) => {
    const outcome = await act(trx);
    await recordModerationAction(trx, { ...outcome.audit, moderatorId, at: now });
    const told = outcome.tell ? await notify(trx, { ...outcome.tell, now }) : [];
    return { ...outcome, notices: [...told, ...(outcome.notices ?? [])] };
  });
  afterCommit?.();
  await publishAll(deps, notices);
  return result as Result;
}
