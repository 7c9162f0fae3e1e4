import { sql, type Kysely, type Selectable } from 'kysely';
import { CHALLENGE_COLUMNS, qualified, TEACHBACK_COLUMNS } from '../../db/columns';
import { compiledOnce } from '../../db/compiled-once';
import type { Database, Db } from '../../db/database';
import { pastKeyset } from '../../db/keyset';
import { suspendedAccount } from '../moderation/visibility.sql';

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
/** Profiles keep their own type: a read that joins an item's author reads them by name. */
type UntypedItems = Record<OwnItemTable, AnyColumns> & Pick<Database, 'profiles'>;
const untyped = (db: Db) => db as unknown as Kysely<UntypedItems>;
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

/** Where a page of the user's items starts: past (afterDue, afterId) when given. */
export interface OwnItemsValues {
  userId: string;
  afterDue?: number;
  afterId?: string;
}

/** Which page: the table, its length, and whether the completed items are left out. */
export interface OwnItemsShape {
  table: OwnItemTable;
  limit: number;
  activeOnly: boolean;
}

/**
 * A page of the user's items, soonest due first, past (afterDue, afterId) when given; run through `ownItems`.
 * Every column is named with its table, so a caller may join other tables to it (a teach-back's prompt marks).
 */
export function ownItemsQuery(
  db: Db,
  { userId, afterDue, afterId }: OwnItemsValues,
  { table, limit, activeOnly }: OwnItemsShape,
) {
  const column = <Column extends string>(name: Column) => `${table}.${name}` as const;
  let query = untyped(db)
    .selectFrom(table)
    .select(qualified(table, COLUMNS[table]))
    .where(column(HOLDER[table]), '=', userId);
  // Written into the SQL, not bound, so the planner matches the unfinished-rows index (docs/hot-path.md).
  if (activeOnly) query = query.where(column('status'), '!=', sql.lit('completed'));
  if (afterDue !== undefined && afterId !== undefined) {
    query = query.where((eb) =>
      pastKeyset(eb, [column('due_ts'), column('id')], [afterDue, afterId], 'asc', { rangeFirst: true }),
    );
  }
  return query.orderBy(column('due_ts'), 'asc').orderBy(column('id'), 'asc').limit(limit);
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

/** What a teach-back's prompt carries for moderation: its challenge's hidden mark, its requester's suspension. */
export interface PromptMarksRow {
  prompt_hidden_at: number | null;
  prompt_hidden_reason: string | null;
  /** 1 while the requester is suspended, else 0. */
  prompt_author_suspended: number;
}

/**
 * A page of the user's teach-backs as ownItemsQuery reads it, each with its prompt's marks: the challenge and
 * its owner's profile joined by primary key, so the list stays one statement whatever its length.
 */
export function ownTeachbacksQuery(db: Db, values: OwnItemsValues, shape: Omit<OwnItemsShape, 'table'>) {
  return ownItemsQuery(db, values, { ...shape, table: 'teachbacks' })
    .leftJoin('challenges as prompt', 'prompt.id', 'teachbacks.challenge_id')
    .leftJoin('profiles as prompt_author', 'prompt_author.id', 'prompt.owner_id')
    .select([
      'prompt.hidden_at as prompt_hidden_at',
      'prompt.hidden_reason as prompt_hidden_reason',
      sql<number>`case when ${suspendedAccount('prompt_author')} then 1 else 0 end`.as(
        'prompt_author_suspended',
      ),
    ]);
}

const ownTeachbacks = compiledOnce(ownTeachbacksQuery);

/** listOwnItemRows for teach-backs, each row with its prompt's marks (PromptMarksRow). */
export async function listOwnTeachbackRows(
  db: Db,
  userId: string,
  filter: OwnItemsFilter,
): Promise<(OwnItemRow<'teachbacks'> & PromptMarksRow)[]> {
  const { after } = filter;
  const rows = await ownTeachbacks(
    db,
    { userId, afterDue: after?.dueTs, afterId: after?.id },
    { limit: filter.limit, activeOnly: filter.activeOnly },
  );
  return rows as unknown as (OwnItemRow<'teachbacks'> & PromptMarksRow)[];
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
