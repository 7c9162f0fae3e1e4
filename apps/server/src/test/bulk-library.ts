import { COURSES } from '@teachloop/shared';
import type { Db } from '../db/database';
import { insertAll, seeded } from './bulk-rows';

const WORDS = ['loop', 'variable', 'function', 'gradient', 'mitosis', 'thesis', 'stack', 'queue', 'proof'];

/**
 * The library: every second completed teach-back published on one of the path items (spread over every item),
 * its author's choice set, with a few words the searches find, and helpful marks from a handful of readers.
 */
export async function fillLibrary(db: Db, users: readonly string[], now: number): Promise<void> {
  const random = seeded(46);
  const items = COURSES.flatMap((course) =>
    course.path.map((item) => ({ course: course.slug, item: item.slug })),
  );
  const completed = await db
    .selectFrom('teachbacks')
    .select(['id', 'assignee_id', 'title'])
    .where('status', '=', 'completed')
    .execute();
  const published = completed.filter((_, i) => i % 2 === 0);
  await insertAll(
    db,
    'published_explanations',
    published.map((teachback, i) => ({
      teachback_id: teachback.id,
      author_id: teachback.assignee_id,
      ...items[i % items.length]!,
      title: teachback.title,
      prompt: `Explain the ${random.pick(WORDS)}.`,
      body: `A ${random.pick(WORDS)} and a ${random.pick(WORDS)}, step by step.`,
      stars: 4 + random.int(2),
      helpful: 0,
      published_at: now - i * 60_000,
    })),
  );
  const marks = published
    .filter((_, i) => i % 3 === 0)
    .flatMap((teachback, i) =>
      [0, 1].map((n) => ({
        teachback_id: teachback.id,
        user_id: users[(i * 7 + n) % users.length]!,
        created_at: now,
      })),
    );
  await insertAll(db, 'explanation_helpful', marks);
  await db
    .updateTable('published_explanations')
    .set((eb) => ({
      helpful: eb
        .selectFrom('explanation_helpful')
        .select(eb.fn.countAll<number>().as('marks'))
        .whereRef('explanation_helpful.teachback_id', '=', 'published_explanations.teachback_id'),
    }))
    .execute();
  await db
    .updateTable('teachbacks')
    .set({ publish: 1 })
    .where('id', 'in', (eb) => eb.selectFrom('published_explanations').select('teachback_id'))
    .execute();
}
