import { NOTIFICATION_TEXTS, XP_VOID_MESSAGES, xpSourceLabel, type XpLedgerEntry } from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { AppContext } from '../../app-deps';
import type { Db } from '../../db/database';
import { holdXpOf } from '../xp/award.service';
import { takeBackAward } from '../xp/void-award.service';
import { findLedgerEntry, findSourceTitles, markEntryVoided, type LedgerEntryRow } from './xp-void.repo';
import { assertNotOwnCase } from './moderation.policy';
import { auditedAction } from './audited-action.service';

/** The entries as a moderator sees them, each source named from what earned it. */
export async function entryViews(db: Db, rows: readonly LedgerEntryRow[]): Promise<XpLedgerEntry[]> {
  const titles = await findSourceTitles(db, rows);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    source: xpSourceLabel(row.kind, titles.get(row.itemId) ?? null),
    amount: row.amount,
    createdAt: row.createdAt,
    voidedAt: row.voidedAt,
    voidReason: row.voidReason,
  }));
}

/**
 * POST /api/moderation/xp/{entryId}/void: the entry stays (the record of what was paid) but counts no more.
 * One transaction voids it (a compare-and-set: twice is a 409), takes the award back out of everything it
 * counted in (xp/void-award.service.ts), writes the audit row and tells the user how much, from what and why;
 * then the same live updates as an award, so dashboards and boards refetch.
 */
export async function voidXpEntry(
  deps: Pick<AppContext, 'db' | 'events' | 'log' | 'flushWrites'>,
  input: { entryId: string; reason: string; moderatorId: string; now: number },
): Promise<XpLedgerEntry> {
  const { entryId, reason, moderatorId, now } = input;
  return auditedAction(deps, { moderatorId, now }, async (trx) => {
    const found = await findLedgerEntry(trx, entryId);
    if (!found) throw new AppError('not_found', XP_VOID_MESSAGES.entryNotFound);
    assertNotOwnCase(moderatorId, found.userId);
    await holdXpOf(trx, [found.userId]);
    if (found.voidedAt !== null) throw new AppError('conflict', XP_VOID_MESSAGES.alreadyVoided);
    if (found.amount <= 0) throw new AppError('conflict', XP_VOID_MESSAGES.nothingPaid);
    if (!(await markEntryVoided(trx, { id: entryId, at: now, reason }))) {
      throw new AppError('conflict', XP_VOID_MESSAGES.alreadyVoided);
    }
    const awardNotices = await takeBackAward(trx, found, now);
    const [view] = await entryViews(trx, [{ ...found, voidedAt: now, voidReason: reason }]);
    const text = NOTIFICATION_TEXTS.xpVoided(found.amount, view!.source, reason);
    return {
      audit: { action: 'void_xp', itemKind: 'xp_entry', itemId: entryId, subjectId: found.userId, reason },
      tell: { userId: found.userId, kind: 'xp_voided', text, href: '/portfolio' },
      notices: awardNotices,
      result: view!,
    };
  });
}
