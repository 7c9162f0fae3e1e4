import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import type { WorkItemKind } from './change-status.service';
import {
  countOwnItems,
  findOwnItemRow,
  listCompletedItemRows,
  listOwnItemRows,
  type OwnItemRow,
  type OwnItemsFilter,
  type OwnItemTable,
} from './own-items.repo';
import type { StatusOf, StatusTable } from './work-item-status.repo';

export type { OwnItemsFilter };

/** One of the user's own items of a kind; anyone else's is "not found", exactly like a missing one. */
export async function getOwnItem<
  T extends StatusTable,
  Item extends { status: StatusOf<T>; updatedAt: number },
>(
  db: Db,
  kind: Pick<WorkItemKind<T, Item, never, never>, 'findOwn' | 'notFound'>,
  userId: string,
  id: string,
): Promise<Item> {
  const item = await kind.findOwn(db, userId, id);
  if (!item) throw new AppError('not_found', kind.notFound);
  return item;
}

/**
 * The reads of the items a user holds (challenges they own, teach-backs assigned to them): one set of queries
 * for both kinds, each answering with the kind's own items.
 */
export function ownItemReads<T extends OwnItemTable, Item>(table: T, toItem: (row: OwnItemRow<T>) => Item) {
  return {
    /** The item if it is the user's; anyone else's finds nothing, exactly like a missing one. */
    find: async (db: Db, userId: string, id: string): Promise<Item | undefined> => {
      const row = await findOwnItemRow(db, table, userId, id);
      return row && toItem(row);
    },
    /** The user's items, soonest due first; `activeOnly` leaves out the completed ones. */
    list: async (db: Db, userId: string, filter: OwnItemsFilter): Promise<Item[]> =>
      (await listOwnItemRows(db, table, userId, filter)).map(toItem),
    count: (db: Db, userId: string, activeOnly: boolean): Promise<number> =>
      countOwnItems(db, table, userId, activeOnly),
    /** The user's completed items, most recently completed first, and how many there are. */
    listCompleted: async (
      db: Db,
      userId: string,
      limit: number,
    ): Promise<{ total: number; items: Item[] }> => {
      const { total, rows } = await listCompletedItemRows(db, table, userId, limit);
      return { total, items: rows.map(toItem) };
    },
  };
}
