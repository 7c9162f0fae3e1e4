import { COURSES } from '@teachloop/shared';
import type { Db } from '../db/database';
import { insertAll } from './bulk-rows';

/**
 * Learning paths: every user started one or two courses' paths, and about a third of the challenges were asked from
 * a path item (spread over every item), so the path reads meet the tables a running server has.
 */
export async function fillPaths(db: Db, users: readonly string[], now: number): Promise<void> {
  await insertAll(
    db,
    'path_starts',
    users.flatMap((userId, i) =>
      COURSES.filter(
        (_, c) => c === i % COURSES.length || (i % 2 === 0 && c === (i + 1) % COURSES.length),
      ).map((course, c) => ({ user_id: userId, course: course.slug, started_at: now - i * 60_000 - c })),
    ),
  );
  // Each path item takes a band of owners, a third of whose challenges (their owners' first third) it marks:
  // one statement per item, by the owner index.
  const keys = COURSES.flatMap((course) => course.path.map((item) => `${course.slug}/${item.slug}`));
  const sorted = [...users].sort();
  const band = Math.floor(sorted.length / keys.length);
  if (band < 3) return;
  for (const [k, key] of keys.entries()) {
    await db
      .updateTable('challenges')
      .set({ path_item: key })
      .where('owner_id', '>=', sorted[k * band]!)
      .where('owner_id', '<', sorted[k * band + Math.floor(band / 3)]!)
      .execute();
  }
}
