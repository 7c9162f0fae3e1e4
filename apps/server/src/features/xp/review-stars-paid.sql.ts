import { xpSource } from '@teachloop/shared';
import { sql, type SqlBool } from 'kysely';

/**
 * For a read of feedback_requests: whether the review's stars were paid to its learner (a capped review counts
 * toward no badge and no verified skill; decision 020). One lookup on the ledger's (user_id, source) unique
 * index. A SQL piece (`*.sql.ts`) rather than a repo because two repos of the XP feature compose it, and a repo
 * never imports another repo.
 */
export const reviewStarsWerePaid = sql<SqlBool>`exists (
  select 1 from xp_ledger
  where xp_ledger.user_id = feedback_requests.learner_id
    and xp_ledger.source = ${xpSource('review_received', '')} || feedback_requests.id
    and xp_ledger.amount > 0)`;
