import type { ChallengeLevel } from '@teachloop/shared';
import type { Db } from '../../db/database';
import type { KeysetPosition } from '../../keyset-cursor';

/** An open challenge as a course page may show it: no owner, no description. */
export interface OpenChallengeRow {
  id: string;
  title: string;
  topic: string;
  level: ChallengeLevel;
  createdAt: number;
}

/**
 * Up to `limit` open challenges on one topic, newest first, after `after`: read backwards from the
 * (status, topic, created_at, id) index of migration 008, stopping at the LIMIT (courses-plan.test.ts checks
 * the plan on both engines).
 */
export function openOnTopicQuery(
  db: Db,
  topic: string,
  page: { after: KeysetPosition | null; limit: number },
) {
  const { after } = page;
  return db
    .selectFrom('challenges')
    .select(['id', 'title', 'topic', 'level', 'created_at'])
    .where('status', '=', 'open')
    .where('topic', '=', topic)
    .$if(after !== null, (query) =>
      query.where((eb) =>
        eb.or([
          eb('created_at', '<', after!.createdAt),
          eb.and([eb('created_at', '=', after!.createdAt), eb('id', '<', after!.id)]),
        ]),
      ),
    )
    .orderBy('status', 'desc')
    .orderBy('topic', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit);
}

export async function listOpenOnTopic(
  db: Db,
  topic: string,
  page: { after: KeysetPosition | null; limit: number },
): Promise<OpenChallengeRow[]> {
  const rows = await openOnTopicQuery(db, topic, page).execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    topic: row.topic,
    level: row.level,
    createdAt: row.created_at,
  }));
}
