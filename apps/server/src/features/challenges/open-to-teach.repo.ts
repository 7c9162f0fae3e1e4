import { sql } from 'kysely';
import type { ChallengeLevel } from '@teachloop/shared';
import { browsableChallenge, notBlockedWith } from '../moderation/visibility.sql';
import type { Db } from '../../db/database';
import type { KeysetPosition } from '../../keyset-cursor';
import { pastKeyset } from '../../db/keyset';

export interface OpenToTeachFilter {
  topic?: string;
  level?: ChallengeLevel;
  /** The signed-in reader: challenges of anyone they blocked, or who blocked them, are left out. */
  viewerId?: string;
}

/**
 * Challenges open to teach, newest first (by when they started waiting, then id), after `after`: read backwards
 * from one of migration 019's partial indexes over waiting rows (the whole list, or one topic's or one level's
 * slice; both filters read the topic's slice), stopping at the LIMIT. `createdAt` of the keyset position holds
 * open_to_teach_since. open-to-teach.test.ts checks the plans on both engines.
 */
export function openToTeachQuery(
  db: Db,
  filter: OpenToTeachFilter,
  page: { after: KeysetPosition | null; limit: number },
) {
  const { after } = page;
  const { topic, level, viewerId } = filter;
  return (
    db
      .selectFrom('challenges')
      .select([
        'id',
        'owner_id',
        'title',
        'topic',
        'level',
        'points',
        'author',
        'due_ts',
        'created_at',
        'open_to_teach_since',
      ])
      .where('open_to_teach_since', 'is not', null)
      // Hidden challenges and those of suspended owners are not offered: rare rows skipped in the walk.
      .where(browsableChallenge())
      .$if(topic !== undefined, (query) => query.where('topic', '=', topic!))
      .$if(level !== undefined, (query) => query.where('level', '=', level!))
      .$if(viewerId !== undefined, (query) => query.where(notBlockedWith('challenges.owner_id', viewerId!)))
      .$if(after !== null, (query) =>
        query.where((eb) =>
          pastKeyset(eb, ['open_to_teach_since', 'id'], [after!.createdAt, after!.id], 'desc', {
            rangeFirst: true,
          }),
        ),
      )
      .orderBy('open_to_teach_since', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
  );
}

export interface OpenToTeachRow {
  id: string;
  ownerId: string;
  title: string;
  topic: string;
  level: ChallengeLevel;
  points: number;
  author: string;
  dueTs: number;
  createdAt: number;
  since: number;
}

export async function listOpenToTeach(
  db: Db,
  filter: OpenToTeachFilter,
  page: { after: KeysetPosition | null; limit: number },
): Promise<OpenToTeachRow[]> {
  const rows = await openToTeachQuery(db, filter, page).execute();
  return rows.map((row) => ({
    id: row.id,
    ownerId: row.owner_id,
    title: row.title,
    topic: row.topic,
    level: row.level,
    points: row.points,
    author: row.author,
    dueTs: row.due_ts,
    createdAt: row.created_at,
    since: row.open_to_teach_since!,
  }));
}

/**
 * The oldest challenges never offered to anyone (opened to teach at their creation, while nobody else existed),
 * up to `limit`, from migration 026's partial index in order: its condition is repeated word for word, as
 * literal SQL, so SQLite uses it.
 */
export function neverOfferedQuery(db: Db, limit: number) {
  return db
    .selectFrom('challenges')
    .select('id')
    .where(sql<boolean>`open_to_teach_since = created_at`)
    .orderBy('open_to_teach_since', 'asc')
    .orderBy('id', 'asc')
    .limit(limit);
}

export async function listNeverOffered(db: Db, limit: number): Promise<string[]> {
  const rows = await neverOfferedQuery(db, limit).execute();
  return rows.map((row) => row.id);
}
