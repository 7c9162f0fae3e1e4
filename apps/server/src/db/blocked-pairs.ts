import { sql, type RawBuilder } from 'kysely';

/**
 * Issue 35: true when neither of the two users blocked the other. `userColumn` names the column that holds one
 * of them in the outer query (`profiles.id`, `f.learner_id`…); `otherId` is the other, bound as a value. Two
 * NOT EXISTS, each one probe of user_blocks' primary key (blocker_id, blocked_id), so a list filtered by it
 * keeps its own index order. Lives in db/ because every feature's repos use it and repos import only db/.
 */
export function notBlockedWith(userColumn: string, otherId: string): RawBuilder<boolean> {
  const user = sql.ref(userColumn);
  return sql<boolean>`(not exists (select 1 from user_blocks where user_blocks.blocker_id = ${user} and user_blocks.blocked_id = ${otherId}) and not exists (select 1 from user_blocks where user_blocks.blocker_id = ${otherId} and user_blocks.blocked_id = ${user}))`;
}
