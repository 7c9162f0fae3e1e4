import { sql, type Selectable } from 'kysely';
import type { TeachbackStatus, FeedbackStatus } from '@teachloop/shared';
import { CHALLENGE_COLUMNS } from '../../db/columns';
import { compiledOnce } from '../../db/compiled-once';
import type { ChallengesTable, Db } from '../../db/database';
import { pastKeyset } from '../../db/keyset';

/** One of the owner's challenges with where its loop stands: its teach-back's status, teacher and review. */
export type OwnChallengeRow = Selectable<ChallengesTable> & {
  tb_status: TeachbackStatus | null;
  tb_assignee_id: string | null;
  tb_display_name: string | null;
  fb_status: FeedbackStatus | null;
};

const qualified = CHALLENGE_COLUMNS.map((column) => `challenges.${column}` as const);

/**
 * A page of the user's challenges by due date, then id, as the own-items list reads it (the (owner_id, due_ts,
 * id) index, never a sort), each with its teach-back (teachbacks_challenge index), its teacher's profile (primary
 * key) and the owner's review (feedback_requests_teachback index): left joins on indexed keys, one per row at
 * most (a challenge has at most one teach-back, a teach-back one review).
 */
export function ownChallengePageQuery(
  db: Db,
  { userId, afterDue, afterId }: { userId: string; afterDue?: number; afterId?: string },
  { limit, activeOnly }: { limit: number; activeOnly: boolean },
) {
  let query = db
    .selectFrom('challenges')
    .leftJoin('teachbacks', 'teachbacks.challenge_id', 'challenges.id')
    .leftJoin('profiles', 'profiles.id', 'teachbacks.assignee_id')
    .leftJoin('feedback_requests', 'feedback_requests.teachback_id', 'teachbacks.id')
    .select(qualified)
    .select([
      'teachbacks.status as tb_status',
      'teachbacks.assignee_id as tb_assignee_id',
      'profiles.display_name as tb_display_name',
      'feedback_requests.status as fb_status',
    ])
    .where('challenges.owner_id', '=', userId);
  // Written into the SQL, not bound, so the planner matches the unfinished-rows index (docs/hot-path.md).
  if (activeOnly) query = query.where('challenges.status', '!=', sql.lit('completed'));
  if (afterDue !== undefined && afterId !== undefined) {
    query = query.where((eb) =>
      pastKeyset(eb, ['challenges.due_ts', 'challenges.id'], [afterDue, afterId], 'asc', {
        rangeFirst: true,
      }),
    );
  }
  return query.orderBy('challenges.due_ts', 'asc').orderBy('challenges.id', 'asc').limit(limit);
}

const ownChallengePage = compiledOnce(ownChallengePageQuery);

/** A page's size, whether completed ones are left out, and where the previous page ended. */
interface OwnChallengesFilter {
  limit: number;
  activeOnly: boolean;
  after: { dueTs: number; id: string } | null;
}

/** A page of the owner's challenges with their loop's stage, in the order of the own-items list. */
export async function listOwnChallengeRows(
  db: Db,
  userId: string,
  filter: OwnChallengesFilter,
): Promise<OwnChallengeRow[]> {
  const { after } = filter;
  return ownChallengePage(
    db,
    { userId, afterDue: after?.dueTs, afterId: after?.id },
    { limit: filter.limit, activeOnly: filter.activeOnly },
  );
}
