import { randomUUID } from 'node:crypto';
import type { ActivityEntry, ActivityLink, ActivityLinkKind, ActivityType } from '@teachloop/shared';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { ACTIVITY_COLUMNS } from '../../db/columns';
import type { Database, Db } from '../../db/database';
import type { KeysetPosition } from '../../keyset-cursor';

/** An entry to write; `link` is what its line opens (null for an entry about nothing one can open). */
export interface NewActivity {
  userId: string;
  text: string;
  type: ActivityType;
  createdAt: number;
  link: ActivityLink | null;
}

/** Writes one entry; returns its id. */
export async function insertActivity(db: Db, entry: NewActivity): Promise<string> {
  const [id] = await insertActivities(db, [entry]);
  return id!;
}

/** Writes entries in one statement (one round trip however many); returns their ids in the same order. */
export async function insertActivities(db: Db, entries: readonly NewActivity[]): Promise<string[]> {
  const rows = entries.map((entry) => ({
    id: randomUUID(),
    user_id: entry.userId,
    text: entry.text,
    type: entry.type,
    created_at: entry.createdAt,
    link_kind: entry.link?.kind ?? null,
    link_id: entry.link?.id ?? null,
  }));
  await db.insertInto('activity').values(rows).execute();
  return rows.map((row) => row.id);
}

export interface ActivityFilter {
  type?: ActivityType | undefined;
  /** Lower-case substring matched literally against the text. */
  q?: string | undefined;
  /** Link kinds whose label matches q: their entries match too (the meta line is searchable). */
  linkKinds?: readonly ActivityLinkKind[];
}

type Eb = ExpressionBuilder<Database, 'activity'>;

/** `%term%` for LIKE with the term's own %, _ and \ taken literally. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function matches(eb: Eb, userId: string, filter: ActivityFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('user_id', '=', userId)];
  if (filter.type) conditions.push(eb('type', '=', filter.type));
  if (filter.q) {
    const search: Expression<SqlBool>[] = [
      sql<SqlBool>`lower(${sql.ref('text')}) like ${containsPattern(filter.q)} escape '\\'`,
    ];
    if (filter.linkKinds?.length) search.push(eb('link_kind', 'in', [...filter.linkKinds]));
    conditions.push(eb.or(search));
  }
  return eb.and(conditions);
}

/**
 * A page of the user's entries matching the filter, newest first, after `after` (keyset; the id breaks ties
 * between entries written in the same millisecond). Served by the (user_id, created_at, id) or
 * (user_id, type, created_at, id) index read backwards; a search filters rows in that order and stops at the LIMIT.
 */
export function activityPageQuery(
  db: Db,
  userId: string,
  filter: ActivityFilter,
  page: { after: KeysetPosition | null; limit: number },
) {
  const { after } = page;
  return db
    .selectFrom('activity')
    .select(ACTIVITY_COLUMNS)
    .where((eb) => matches(eb, userId, filter))
    .$if(after !== null, (query) =>
      query.where((eb) =>
        eb.or([
          eb('created_at', '<', after!.createdAt),
          eb.and([eb('created_at', '=', after!.createdAt), eb('id', '<', after!.id)]),
        ]),
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit);
}

/** The page activityPageQuery describes, as DTOs. */
export async function listActivity(
  db: Db,
  userId: string,
  filter: ActivityFilter,
  page: { after: KeysetPosition | null; limit: number },
): Promise<ActivityEntry[]> {
  const rows = await activityPageQuery(db, userId, filter, page).execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    text: row.text,
    type: row.type,
    createdAt: Number(row.created_at),
    link: row.link_kind && row.link_id ? { kind: row.link_kind, id: row.link_id } : null,
  }));
}
