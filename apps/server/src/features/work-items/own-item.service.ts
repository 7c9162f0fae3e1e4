import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import type { WorkItemKind } from './change-status.service';
import type { StatusOf, StatusTable } from './work-item-status.repo';

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
