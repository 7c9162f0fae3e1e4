import { COURSES } from '@teachloop/shared';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database';
import { isPostgres } from '../apps/server/src/db/engine';
import { newProfileRow } from '../apps/server/src/db/new-profile';

/** How many people wrote the bench's explanations (each with a profile), and the rare word's spacing. */
const AUTHORS = 1_000;
/** One row in this many holds the rare word (the first one, row 7, in every size). */
const RARE_EVERY = 100_000;
export const RARE_WORD = 'zyzzyva';
/** In every row (title and text): the worst case for ranking, every explanation matches. */
export const COMMON_WORD = 'explain';

const ITEMS = COURSES.flatMap((course) =>
  course.path.map((item) => ({ course: course.slug, item: item.slug })),
);
export const FIRST_ITEM = ITEMS[0]!;

/** The people: the owner of the path items' challenges and the authors, each a user with a profile. */
export async function insertPeople(db: Db): Promise<void> {
  const now = Date.now();
  const iso = new Date(now).toISOString();
  const verified = isPostgres(db) ? false : 0;
  const ids = ['bench-owner', ...Array.from({ length: AUTHORS }, (_, i) => `bench-author-${i}`)];
  for (let start = 0; start < ids.length; start += 400) {
    const chunk = ids.slice(start, start + 400);
    await db
      .insertInto('user')
      .values(
        chunk.map((id) => ({
          id,
          name: id,
          email: `${id}@bench.teachloop.test`,
          emailVerified: verified,
          image: null,
          createdAt: iso,
          updatedAt: iso,
        })),
      )
      .execute();
    await db
      .insertInto('profiles')
      .values(
        chunk.map((id, i) => ({
          ...newProfileRow(id, id, now),
          handle: id,
          public_profile: (start + i) % 2,
        })),
      )
      .execute();
  }
  await db
    .insertInto('challenges')
    .values(
      ITEMS.map((place, i) => ({
        id: `bench-challenge-${i}`,
        owner_id: 'bench-owner',
        title: `Explain ${place.item}`,
        topic: 'Python',
        level: 'Beginner' as const,
        status: 'accepted' as const,
        description: `Explain ${place.item} to a friend.`,
        notes: '',
        points: 10,
        tags: '[]',
        author: 'bench-owner',
        due_ts: now,
        created_at: now,
        updated_at: now,
        open_to_teach_since: null,
        path_item: `${place.course}/${place.item}`,
      })),
    )
    .execute();
}

/**
 * Published explanations `from` … `to - 1`, each a completed teach-back of its item's challenge: made by the
 * database itself from a generated series (a recursive CTE on SQLite, generate_series on PostgreSQL), so a
 * million rows cost one statement per 100,000 rather than a round trip per few hundred. Each text holds a few
 * words of a 5,000-word vocabulary; every row holds COMMON_WORD, one in RARE_EVERY holds RARE_WORD.
 */
export async function insertExplanations(db: Db, from: number, to: number): Promise<void> {
  const now = Date.now();
  const items = sql.join(ITEMS.map((place, k) => sql`(${sql.lit(k)}, ${place.course}, ${place.item})`));
  const count = sql.lit(ITEMS.length);
  for (let start = from; start < to; start += 100_000) {
    const end = Math.min(to, start + 100_000);
    const series = isPostgres(db)
      ? sql`n as (select i from generate_series(${sql.lit(start)}, ${sql.lit(end - 1)}) as i)`
      : sql`n(i) as (select ${sql.lit(start)} union all select i + 1 from n where i + 1 < ${sql.lit(end)})`;
    const recursive = isPostgres(db) ? sql`` : sql`recursive`;
    const text = sql`'Explain how w' || (i % 5000) || ' relates to w' || ((i * 7) % 5000) || ' and w' ||
      ((i * 13) % 4999) || ', with a worked example of ' || case when i % ${sql.lit(RARE_EVERY)} = 7
      then ${sql.lit(RARE_WORD)} else 'practice' end || ' and a common mistake to avoid.'`;
    await db.transaction().execute(async (trx) => {
      await sql`with ${recursive} ${series}
        insert into teachbacks (id, challenge_id, assignee_id, requester_id, requester, title, prompt, status,
          notes, due_ts, created_at, updated_at, publish)
        select 'bench-tb-' || i, 'bench-challenge-' || (i % ${count}), 'bench-author-' || (i % ${sql.lit(AUTHORS)}),
          'bench-owner', 'bench-owner', 'Explain', 'Explain it.', 'completed', ${text}, ${sql.lit(now)}, ${sql.lit(now)}, ${sql.lit(now)}, 1
        from n`.execute(trx);
      await sql`with ${recursive} ${series}, items(k, course, item) as (values ${items})
        insert into published_explanations (teachback_id, author_id, course, item, title, prompt, body, stars,
          helpful, published_at)
        select 'bench-tb-' || i, 'bench-author-' || (i % ${sql.lit(AUTHORS)}), items.course, items.item,
          'Explain ' || items.item, 'Explain ' || items.item || ' to a friend.', ${text}, 4 + (i % 2),
          ((i % 10007) * 7919) % 50, ${sql.lit(now)} - i * 1000
        from n join items on items.k = i % ${count}`.execute(trx);
    });
  }
}
