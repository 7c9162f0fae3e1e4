import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';

/**
 * Three EXISTS probes in one statement, each a single step into an index: challenges (owner_id, …), teachbacks
 * (assignee_id, status) and feedback_requests (reviewer_id, status, …). A dashboard load reads it, so it is
 * compiled once (docs/hot-path.md).
 */
const stepsOf = compiledOnce((db, { userId }: { userId: string }) =>
  db.selectNoFrom((eb) => [
    eb
      .exists(eb.selectFrom('challenges').select('id').where('owner_id', '=', userId))
      .as('created_challenge'),
    eb
      .exists(
        eb
          .selectFrom('teachbacks')
          .select('id')
          .where('assignee_id', '=', userId)
          .where('status', '=', 'completed'),
      )
      .as('taught_back'),
    eb
      .exists(
        eb
          .selectFrom('feedback_requests')
          .select('id')
          .where('reviewer_id', '=', userId)
          .where('status', '=', 'completed'),
      )
      .as('reviewed'),
  ]),
);

export interface OnboardingRow {
  createdChallenge: boolean;
  taughtBack: boolean;
  reviewed: boolean;
}

/** Whether the user has created a challenge, completed a teach-back and submitted a review. */
export async function findOnboardingSteps(db: Db, userId: string): Promise<OnboardingRow> {
  const [row] = await stepsOf(db, { userId });
  // SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean.
  return {
    createdChallenge: Boolean(row?.created_challenge),
    taughtBack: Boolean(row?.taught_back),
    reviewed: Boolean(row?.reviewed),
  };
}
