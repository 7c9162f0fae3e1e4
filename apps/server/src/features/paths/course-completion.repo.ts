import type { Db } from '../../db/database';

/**
 * The path item a teach-back explains and who asked it (the teach-back and its challenge by primary key), or
 * undefined. Read whatever the rows' marks: a review's own explanation decides what its parties completed.
 */
export async function findPathItemOfTeachback(
  db: Db,
  teachbackId: string,
): Promise<{ pathItem: string | null; ownerId: string } | undefined> {
  const row = await db
    .selectFrom('teachbacks')
    .innerJoin('challenges', 'challenges.id', 'teachbacks.challenge_id')
    .select(['challenges.path_item', 'challenges.owner_id'])
    .where('teachbacks.id', '=', teachbackId)
    .executeTakeFirst();
  return row && { pathItem: row.path_item, ownerId: row.owner_id };
}
