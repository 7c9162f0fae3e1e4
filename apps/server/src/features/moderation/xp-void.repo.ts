import type { XpKind } from '@teachloop/shared';
import type { Db } from '../../db/database';
import type { KeysetPosition } from '../../keyset-cursor';
import { pastKeyset } from '../../db/keyset';

export interface LedgerEntryRow {
  id: string;
  userId: string;
  kind: XpKind;
  /** What it paid, or had paid before it was voided. */
  amount: number;
  createdAt: number;
  day: string | null;
  voidedAt: number | null;
  voidReason: string | null;
  /** The id of what earned it (the source after `kind:`). */
  itemId: string;
}

const ENTRY_COLUMNS = [
  'id',
  'user_id',
  'kind',
  'source',
  'amount',
  'voided_amount',
  'created_at',
  'day',
  'voided_at',
  'void_reason',
] as const;

type StoredEntry = {
  id: string;
  user_id: string;
  kind: XpKind;
  source: string;
  amount: number;
  voided_amount: number | null;
  created_at: number;
  day: string | null;
  voided_at: number | null;
  void_reason: string | null;
};

function entryOf(row: StoredEntry): LedgerEntryRow {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    amount: row.voided_at === null ? row.amount : (row.voided_amount ?? 0),
    createdAt: row.created_at,
    day: row.day,
    voidedAt: row.voided_at,
    voidReason: row.void_reason,
    itemId: row.source.slice(row.kind.length + 1),
  };
}

/** One ledger entry by its id. */
export async function findLedgerEntry(db: Db, id: string): Promise<LedgerEntryRow | undefined> {
  const row = await db.selectFrom('xp_ledger').select(ENTRY_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && entryOf(row);
}

/**
 * Voids the entry unless it already is (a compare-and-set, so two moderators at once void it once): its paid
 * amount moves to voided_amount and `amount` becomes 0, so every count of paid XP leaves it out.
 */
export async function markEntryVoided(
  db: Db,
  entry: { id: string; at: number; reason: string },
): Promise<boolean> {
  const result = await db
    .updateTable('xp_ledger')
    .set((eb) => ({
      voided_amount: eb.ref('amount'),
      amount: 0,
      voided_at: entry.at,
      void_reason: entry.reason,
    }))
    .where('id', '=', entry.id)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The user's ledger newest first from `before`, through the (user_id, created_at, amount) index. */
export async function listUserLedger(
  db: Db,
  userId: string,
  { limit, before }: { limit: number; before?: KeysetPosition | undefined },
): Promise<LedgerEntryRow[]> {
  let query = db.selectFrom('xp_ledger').select(ENTRY_COLUMNS).where('user_id', '=', userId);
  if (before) {
    query = query.where((eb) => pastKeyset(eb, ['created_at', 'id'], [before.createdAt, before.id], 'desc'));
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(entryOf);
}

/** The titles of what earned these entries: by primary key, one read per kind of item. */
export async function findSourceTitles(
  db: Db,
  entries: readonly Pick<LedgerEntryRow, 'kind' | 'itemId'>[],
): Promise<Map<string, string>> {
  const idsOf = (kinds: XpKind[]) => [
    ...new Set(entries.filter((entry) => kinds.includes(entry.kind)).map((entry) => entry.itemId)),
  ];
  const challengeIds = idsOf(['challenge_completed']);
  const teachbackIds = idsOf(['teachback_completed']);
  const feedbackIds = idsOf(['feedback_given', 'review_received', 'review_helpful']);
  const [challenges, teachbacks, reviews] = await Promise.all([
    challengeIds.length === 0
      ? []
      : db.selectFrom('challenges').select(['id', 'title']).where('id', 'in', challengeIds).execute(),
    teachbackIds.length === 0
      ? []
      : db.selectFrom('teachbacks').select(['id', 'title']).where('id', 'in', teachbackIds).execute(),
    feedbackIds.length === 0
      ? []
      : db.selectFrom('feedback_requests').select(['id', 'title']).where('id', 'in', feedbackIds).execute(),
  ]);
  return new Map([...challenges, ...teachbacks, ...reviews].map((row) => [row.id, row.title]));
}

/** The name a moderator sees for a user, and their XP; undefined when there is no such account. */
export async function findXpHolder(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['id', 'display_name', 'xp', 'time_zone'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
