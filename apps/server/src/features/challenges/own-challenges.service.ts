import { LEARNING_MESSAGES, leaderboardName, type Challenge } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { decodeCursor, pageOf } from '../../keyset-cursor';
import type { ItemPage, OwnItemsQuery } from '../work-items/own-item.service';
import { ownItemReads } from '../work-items/own-item.service';
import { toChallenge } from './challenges.repo';
import { listOwnChallengeRows, type OwnChallengeRow } from './own-challenge-list.repo';

const reads = ownItemReads('challenges', toChallenge);

/** A listed challenge with where its loop stands, so the list can say it in the owner page's words. */
function toListedChallenge(row: OwnChallengeRow): Challenge {
  const teaching =
    row.tb_status === null || row.tb_assignee_id === null
      ? null
      : {
          status: row.tb_status,
          name: leaderboardName(row.tb_display_name, row.tb_assignee_id),
          reviewed: row.fb_status === 'completed',
        };
  return { ...toChallenge(row), teaching };
}

/**
 * The signed-in user's own challenges: one, a list by due date (each with its teach-back's stage), a count,
 * the completed ones.
 */
export const ownChallenges = {
  ...reads,
  list: async (db: Db, userId: string, query: OwnItemsQuery): Promise<ItemPage<Challenge>> => {
    const position = query.cursor ? decodeCursor(query.cursor, LEARNING_MESSAGES.listCursorInvalid) : null;
    const after = position && { dueTs: position.createdAt, id: position.id };
    const rows = await listOwnChallengeRows(db, userId, {
      limit: query.limit + 1,
      activeOnly: query.activeOnly,
      after,
    });
    const items = rows.map(toListedChallenge);
    const page = pageOf(items, query.limit, (item) => ({ createdAt: item.dueTs, id: item.id }));
    return { items: page.rows, nextCursor: page.nextCursor };
  },
};
