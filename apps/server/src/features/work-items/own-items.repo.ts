import { sql, type Kysely, type Selectable } from 'kysely';
import { CHALLENGE_COLUMNS, TEACHBACK_COLUMNS } from '../../db/columns';
import { compiledOnce } from '../../db/compiled-once';
import type { Database, Db } from '../../db/database';

/** The work items a user holds: their own challenges, and the teach-backs assigned to them. */
export type OwnItemTable = 'challenges' | 'teachbacks';
export type OwnItemRow<T extends OwnItemTable> = Selectable<Database[T]>;

/** Whose row it is: the column each read filters on, served by an index that starts with it. */
const HOLDER = { challenges: 'owner_id', teachbacks: 'assignee_id' } as const;
const COLUMNS = { challenges: CHALLENGE_COLUMNS, teachbacks: TEACHBACK_COLUMNS };

/**
 * A page of the user's items: `activeOnly` leaves out the completed ones; `after`, where the previous page
 * ended (its last row's due date and id), starts the page just past it.
 */
export interface OwnItemsFilter {
  limit: number;
  activeOnly: boolean;
  after: { dueTs: number; id: string } | null;
}

/**
 * Kysely cannot follow a table name that is a type parameter, so the reads see either table as columns by
 * name; each read gives back the table's own row type, which `COLUMNS[table]` reads in full.
 */
type AnyColumns = Record<string, string | number | null>;
const untyped = (db: Db) => db as unknown as Kysely<Record<OwnItemTable, AnyColumns>>;
const asRows = <T extends OwnItemTable>(rows: AnyColumns[]) => rows as unknown as OwnItemRow<T>[];

const ownItem = compiledOnce((db, { userId, id }: { userId: string; id: string }, table: OwnItemTable) =>
  untyped(db).selectFrom(table).select(COLUMNS[table]).where('id', '=', id).where(HOLDER[table], '=', userId),
);

/** One of the user's items; anyone else's id finds nothing, exactly like a missing one. */
export async function findOwnItemRow<T extends OwnItemTable>(
  db: Db,
  table: T,
  userId: string,
  id: string,
): Promise<OwnItemRow<T> | undefined> {
  const [row] = asRows<T>(await ownItem(db, { userId, id }, table));
  return row;
}

/** A page of the user's items, soonest due first, past (afterDue, afterId) when given; run through `ownItems`. */
export function ownItemsQuery(
  db: Db,
  { userId, afterDue, afterId }: { userId: string; afterDue?: number; afterId?: string },
  { table, limit, activeOnly }: { table: OwnItemTable; limit: number; activeOnly: boolean },
) {
  let query = untyped(db).selectFrom(table).select(COLUMNS[table]).where(HOLDER[table], '=', userId);
  // Written into the SQL, not bound, so the planner matches the unfinished-rows index (docs/hot-path.md).
  if (activeOnly) query = query.where('status', '!=', sql.lit('completed'));
  if (afterDue !== undefined && afterId !== undefined) {
    // The bound first, on its own: the index's range; the OR only sorts out the ties on the due date.
    query = query
      .where('due_ts', '>=', afterDue)
      .where((eb) =>
        eb.or([eb('due_ts', '>', afterDue), eb.and([eb('due_ts', '=', afterDue), eb('id', '>', afterId)])]),
      );
  }
  return query.orderBy('due_ts', 'asc').orderBy('id', 'asc').limit(limit);
}

const ownItems = compiledOnce(ownItemsQuery);

/**
 * A page of the user's items by due date, then id (active ones only, or all): one read in the order of the
 * (holder, due_ts, id) index (migration 016), never a sort, however many pages came before.
 */
export async function listOwnItemRows<T extends OwnItemTable>(
  db: Db,
  table: T,
  userId: string,
  filter: OwnItemsFilter,
): Promise<OwnItemRow<T>[]> {
  const { after } = filter;
  return asRows<T>(
    await ownItems(
      db,
      { userId, afterDue: after?.dueTs, afterId: after?.id },
      { table, limit: filter.limit, activeOnly: filter.activeOnly },
    ),
  );
}

const ownItemCount = compiledOnce(
  (
    db,
    { userId }: { userId: string },
    { table, activeOnly }: { table: OwnItemTable; activeOnly: boolean },
  ) => {
    const query = untyped(db)
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(HOLDER[table], '=', userId);
    return activeOnly ? query.where('status', '!=', sql.lit('completed')) : query;
  },
);

/** How many items the user has (active ones only, or all): the holder's index, never the table. */
export async function countOwnItems(
  db: Db,
  table: OwnItemTable,
  userId: string,
  activeOnly: boolean,
): Promise<number> {
  const [row] = await ownItemCount(db, { userId }, { table, activeOnly });
  return row!.count;
}

/** The user's completed items, most recently completed first (completed is final: updated_at is when). */
export async function listCompletedItemRows<T extends OwnItemTable>(
  db: Db,
  table: T,
  userId: string,
  limit: number,
): Promise<{ total: number; rows: OwnItemRow<T>[] }> {
  const anyTable: OwnItemTable = table;
  const completed = untyped(db)
    .selectFrom(anyTable)
    .where(HOLDER[anyTable], '=', userId)
    .where('status', '=', 'completed');
  const [rows, count] = await Promise.all([
    completed
      .select(COLUMNS[anyTable])
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    completed.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { total: count?.total ?? 0, rows: asRows<T>(rows) };
}
