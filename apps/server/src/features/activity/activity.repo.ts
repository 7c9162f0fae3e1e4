import { randomUUID } from 'node:crypto';
import type { ActivityEntry, ActivityLink, ActivityLinkKind, ActivityType } from '@teachloop/shared';
import { sql } from 'kysely';
import { ACTIVITY_COLUMNS } from '../../db/columns';
import { containsPattern, lowerContains } from '../../db/contains';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';
import type { KeysetPosition } from '../../keyset-cursor';
import { pastKeyset } from '../../db/keyset';

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
  /** Only entries linking to this kind of thing (the Badge and Circle filters). */
  linkKind?: ActivityLinkKind | undefined;
  /** Lower-case substring matched literally against the text. */
  q?: string | undefined;
  /** Link kinds whose label matches q: their entries match too (the meta line is searchable). */
  linkKinds?: readonly ActivityLinkKind[];
}

/** What an activity page binds: the user, and the filter's and cursor's values when given. */
export interface ActivityPageValues {
  userId: string;
  type?: ActivityType | undefined;
  linkKind?: ActivityLinkKind | undefined;
  /** The search as a LIKE pattern (containsPattern). */
  pattern?: string | undefined;
  afterCreatedAt?: number | undefined;
  afterId?: string | undefined;
}

/** The values of a page of the user's entries matching the filter after `after`. */
export function activityPageValues(
  userId: string,
  filter: ActivityFilter,
  after: KeysetPosition | null,
): ActivityPageValues {
  return {
    userId,
    type: filter.type || undefined,
    linkKind: filter.linkKind || undefined,
    pattern: filter.q ? containsPattern(filter.q) : undefined,
    afterCreatedAt: after?.createdAt,
    afterId: after?.id,
  };
}

/**
 * A page of the user's entries matching the filter, newest first, after the cursor (keyset; the id breaks ties
 * between entries written in the same millisecond). Served by the (user_id, created_at, id),
 * (user_id, type, created_at, id) or (user_id, link_kind, created_at, id) index read backwards; a search filters rows in that order and stops at the LIMIT.
 * `linkKinds`: the link kinds whose label matches the search, whose entries match too (the meta line is searchable).
 */
export function activityPageQuery(
  db: Db,
  values: ActivityPageValues,
  shape: { limit: number; linkKinds: readonly ActivityLinkKind[] },
) {
  const { userId, type, linkKind, pattern, afterCreatedAt, afterId } = values;
  return db
    .selectFrom('activity')
    .select(ACTIVITY_COLUMNS)
    .where('user_id', '=', userId)
    .$if(type !== undefined, (query) => query.where('type', '=', type!))
    .$if(linkKind !== undefined, (query) => query.where('link_kind', '=', linkKind!))
    .$if(pattern !== undefined, (query) =>
      query.where((eb) =>
        eb.or([
          lowerContains(sql.ref('text'), pattern!),
          ...(shape.linkKinds.length > 0 ? [eb('link_kind', 'in', [...shape.linkKinds])] : []),
        ]),
      ),
    )
    .$if(afterCreatedAt !== undefined, (query) =>
      query.where((eb) => pastKeyset(eb, ['created_at', 'id'], [afterCreatedAt!, afterId!], 'desc')),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(shape.limit);
}

const activityPage = compiledOnce(activityPageQuery);

/** The page activityPageQuery describes, as DTOs. */
export async function listActivity(
  db: Db,
  userId: string,
  filter: ActivityFilter,
  page: { after: KeysetPosition | null; limit: number },
): Promise<ActivityEntry[]> {
  const values = activityPageValues(userId, filter, page.after);
  const rows = await activityPage(db, values, { limit: page.limit, linkKinds: filter.linkKinds ?? [] });
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    text: row.text,
    type: row.type,
    createdAt: row.created_at,
    link: row.link_kind && row.link_id ? { kind: row.link_kind, id: row.link_id } : null,
  }));
}
