import { LEARNING_MESSAGES } from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { decodeCursor, pageOf } from '../../keyset-cursor';
import type { WorkItemKind } from './change-status.service';
import {
  countOwnItems,
  findOwnItemRow,
  listCompletedItemRows,
  listOwnItemRows,
  listOwnTeachbackRows,
  type OwnItemRow,
  type PromptMarksRow,
  type OwnItemsFilter,
  type OwnItemTable,
} from './own-items.repo';
import type { StatusOf, StatusTable } from './work-item-status.repo';

/** A page of the user's items as a caller asks for it: `cursor` is the previous page's `nextCursor`. */
export interface OwnItemsQuery {
  limit: number;
  activeOnly: boolean;
  cursor?: string | undefined;
}

/** One page of a list, and the cursor of the next (null on the last page). */
export interface ItemPage<Item> {
  items: Item[];
  nextCursor: string | null;
}

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
 * A page of the user's items, soonest due first (ties by id, so no row is skipped or repeated between pages),
 * read by `readItems` one row longer than asked; a cursor that is not one of ours is a 400.
 */
async function pageOfOwnItems<Item extends { id: string; dueTs: number }>(
  query: OwnItemsQuery,
  readItems: (filter: OwnItemsFilter) => Promise<Item[]>,
): Promise<ItemPage<Item>> {
  const position = query.cursor ? decodeCursor(query.cursor, LEARNING_MESSAGES.listCursorInvalid) : null;
  const after = position && { dueTs: position.createdAt, id: position.id };
  const items = await readItems({ limit: query.limit + 1, activeOnly: query.activeOnly, after });
  const page = pageOf(items, query.limit, (item) => ({ createdAt: item.dueTs, id: item.id }));
  return { items: page.rows, nextCursor: page.nextCursor };
}

/**
 * A page of the user's teach-backs in one statement, each row with its prompt's moderation marks (its challenge's
 * hidden mark and its requester's suspension), mapped by `toItem`.
 */
export function listOwnTeachbacksWithPromptMarks<Item extends { id: string; dueTs: number }>(
  db: Db,
  userId: string,
  query: OwnItemsQuery,
  toItem: (row: OwnItemRow<'teachbacks'> & PromptMarksRow) => Item,
): Promise<ItemPage<Item>> {
  return pageOfOwnItems(query, async (filter) =>
    (await listOwnTeachbackRows(db, userId, filter)).map(toItem),
  );
}

/**
 * The reads of the items a user holds (challenges they own, teach-backs assigned to them): one set of queries
 * for both kinds, each answering with the kind's own items.
 */
export function ownItemReads<T extends OwnItemTable, Item extends { id: string; dueTs: number }>(
  table: T,
  toItem: (row: OwnItemRow<T>) => Item,
) {
  return {
    /** The item if it is the user's; anyone else's finds nothing, exactly like a missing one. */
    find: async (db: Db, userId: string, id: string): Promise<Item | undefined> => {
      const row = await findOwnItemRow(db, table, userId, id);
      return row && toItem(row);
    },
    /**
     * A page of the user's items, soonest due first (ties by id, so no row is skipped or repeated between
     * pages); `activeOnly` leaves out the completed ones. A cursor that is not one of ours is a 400.
     */
    list: (db: Db, userId: string, query: OwnItemsQuery): Promise<ItemPage<Item>> =>
      pageOfOwnItems(query, async (filter) => (await listOwnItemRows(db, table, userId, filter)).map(toItem)),
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
