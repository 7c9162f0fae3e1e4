import { COURSES } from '@teachloop/shared';
import type { Database, Db } from '../db/database';

/** The shape of a bulk dataset: the other tables scale with these two. */
export interface BulkSize {
  users: number;
  challenges: number;
}

const CHUNK_ROWS = 500;
export const TOPICS = COURSES.flatMap((course) => course.topics);

/** A deterministic pseudo-random sequence, so a failing plan can be reproduced. */
export function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

/** Multi-row inserts, a few hundred rows per statement (well below both engines' bound on parameters). */
export async function insertAll(db: Db, table: string, rows: readonly object[]) {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    // Rows are built below to each table's shape (Better Auth's tables have no type in Database).
    await db
      .insertInto(table as keyof Database)
      .values(rows.slice(start, start + CHUNK_ROWS))
      .execute();
  }
}
