import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/database';

/** Tables whose rows move through a status machine: the work items (a feedback request is a review). */
export type StatusTable = 'challenges' | 'teachbacks' | 'feedback_requests';
export type StatusOf<T extends StatusTable> = Database[T]['status'];
/** Columns a status change may write along with the status (e.g. notes), never the key or the status. */
export type ExtraColumns<T extends StatusTable> = Partial<
  Omit<Database[T], 'id' | 'status' | 'updated_at' | 'created_at'>
>;

/** The columns every status table shares. */
type StatusRows = Record<StatusTable, { id: string; status: string; updated_at: number }>;

export interface StatusSwap<T extends StatusTable> {
  id: string;
  from: StatusOf<T>;
  to: StatusOf<T>;
  now: number;
  set?: ExtraColumns<T>;
  /**
   * The row's updated_at as the caller read it: when given, the row changes only if nothing else touched it
   * since (not only its status: the scheduler may hand a teach-back to another peer and reset it to pending).
   */
  unchangedSince?: number;
}

/**
 * Compare-and-set: moves a row from one status to the next only if it still has the status the caller read,
 * so two concurrent requests cannot both pass the state machine. Returns whether the row changed.
 */
export async function compareAndSetStatus<T extends StatusTable>(
  db: Db,
  table: T,
  swap: StatusSwap<T>,
): Promise<boolean> {
  // Kysely cannot follow a table name that is a type parameter, so the query sees only the columns every
  // status table has; StatusSwap<T> already holds callers to the right table's statuses and columns.
  const anyStatusTable: StatusTable = table;
  let update = (db as unknown as Kysely<StatusRows>)
    .updateTable(anyStatusTable)
    .set({ ...swap.set, status: swap.to, updated_at: swap.now })
    .where('id', '=', swap.id)
    .where('status', '=', swap.from);
  if (swap.unchangedSince !== undefined) update = update.where('updated_at', '=', swap.unchangedSince);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
