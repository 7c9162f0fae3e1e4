import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { pastKeyset } from '../../db/keyset';
import type { KeysetPosition } from '../../keyset-cursor';
import { browsableChallenge, notBlockedWith, notHidden, notSuspended } from '../moderation/visibility.sql';
import { COURSES_USER_ID } from './courses-user';

/** A row of 'Open for review': an explanation taught without being asked, still waiting for its review. */
export interface OpenReviewRow {
  id: string;
  title: string;
  learner: string;
  /** The challenge's '{course}/{item}'. */
  pathItem: string | null;
  createdAt: number;
}

/**
 * The pending reviews of explanations taught without being asked (their reviewer is the courses account), oldest
 * first after `after`: one range of feedback_requests (reviewer_id, status, created_at, id) (migration 015), with
 * the teach-back and its challenge by primary key for the path item. Never the viewer's own explanation, nor one
 * of someone blocked either way, a hidden explanation or challenge, or a suspended author's.
 */
export async function listOpenReviews(
  db: Db,
  viewerId: string,
  { after, limit }: { after: KeysetPosition | null; limit: number },
): Promise<OpenReviewRow[]> {
  const rows = await db
    .selectFrom('feedback_requests as f')
    .innerJoin('teachbacks as t', 't.id', 'f.teachback_id')
    .innerJoin('challenges as c', 'c.id', 't.challenge_id')
    .select(['f.id', 'f.title', 'f.learner', 'f.created_at', 'c.path_item'])
    .where('f.reviewer_id', '=', COURSES_USER_ID)
    .where('f.status', '=', 'pending')
    .where('f.learner_id', '!=', viewerId)
    .where(notBlockedWith('f.learner_id', viewerId))
    .where(notSuspended(sql.ref('f.learner_id')))
    .where(notHidden('teachbacks', sql.ref('f.teachback_id')))
    .where(notHidden('feedback_requests', sql.ref('f.id')))
    .where(browsableChallenge('c'))
    .$if(after !== null, (query) =>
      query.where((eb) => pastKeyset(eb, ['f.created_at', 'f.id'], [after!.createdAt, after!.id], 'asc')),
    )
    .orderBy('f.created_at', 'asc')
    .orderBy('f.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    learner: row.learner,
    pathItem: row.path_item,
    createdAt: row.created_at,
  }));
}
