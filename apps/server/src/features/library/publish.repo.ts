import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PublishSource } from './publish.policy';

/** A teach-back as publishing reads it: its author, choice, explanation, its challenge's text and its review. */
interface PublishRow extends PublishSource {
  id: string;
  assigneeId: string;
  title: string;
  prompt: string;
  notes: string;
}

/**
 * The teach-back `id` with what publishing copies, whatever its marks (the library's reads leave hidden and
 * suspended rows out; publishing keeps the row in step). Three primary-key or unique-index probes.
 */
export async function findPublishSource(db: Db, id: string): Promise<PublishRow | undefined> {
  const row = await db
    .selectFrom('teachbacks as t')
    .innerJoin('challenges as c', 'c.id', 't.challenge_id')
    .leftJoin('feedback_requests as f', 'f.teachback_id', 't.id')
    .select([
      't.id',
      't.assignee_id',
      't.publish',
      't.status',
      't.notes',
      'c.title',
      'c.description',
      'c.path_item',
      'f.status as review_status',
      'f.rating',
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      assigneeId: row.assignee_id,
      publish: row.publish,
      status: row.status,
      notes: row.notes,
      title: row.title,
      prompt: row.description,
      pathItem: row.path_item,
      reviewStatus: row.review_status,
      rating: row.rating,
    }
  );
}

/** The author's choice, written on their own teach-back only. */
export async function writePublishChoice(db: Db, id: string, assigneeId: string, publish: boolean) {
  await db
    .updateTable('teachbacks')
    .set({ publish: publish ? 1 : 0 })
    .where('id', '=', id)
    .where('assignee_id', '=', assigneeId)
    .execute();
}

interface LibraryCopy {
  teachbackId: string;
  authorId: string;
  course: string;
  item: string;
  title: string;
  prompt: string;
  body: string;
  stars: number;
}

/**
 * Puts the copy in the library, or refreshes the copy already there (text and stars; its helpful count and
 * publication time stay). A new row counts the helpful marks readers left before a withdrawal, which stay.
 */
export async function upsertPublished(db: Db, copy: LibraryCopy, now: number): Promise<void> {
  await db
    .insertInto('published_explanations')
    .values((eb) => ({
      teachback_id: copy.teachbackId,
      author_id: copy.authorId,
      course: copy.course,
      item: copy.item,
      title: copy.title,
      prompt: copy.prompt,
      body: copy.body,
      stars: copy.stars,
      helpful: eb
        .selectFrom('explanation_helpful')
        .select(eb.fn.countAll<number>().as('marks'))
        .where('explanation_helpful.teachback_id', '=', copy.teachbackId),
      published_at: now,
    }))
    .onConflict((oc) =>
      oc.column('teachback_id').doUpdateSet({
        author_id: copy.authorId,
        course: copy.course,
        item: copy.item,
        title: copy.title,
        prompt: copy.prompt,
        body: copy.body,
        stars: copy.stars,
      }),
    )
    .execute();
}

export async function deletePublished(db: Db, teachbackId: string): Promise<void> {
  await db.deleteFrom('published_explanations').where('teachback_id', '=', teachbackId).execute();
}

/**
 * An account's deletion takes everything of it out of the library: its choices to publish (so no later review
 * puts one back), its published explanations, and its helpful marks with the counts they added.
 */
export async function withdrawAuthorRows(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('teachbacks')
    .set({ publish: 0 })
    .where('assignee_id', '=', userId)
    .where('publish', '=', sql.lit(1))
    .execute();
  await db.deleteFrom('published_explanations').where('author_id', '=', userId).execute();
  await db
    .updateTable('published_explanations')
    .set((eb) => ({ helpful: eb('helpful', '-', 1) }))
    .where('teachback_id', 'in', (eb) =>
      eb.selectFrom('explanation_helpful').select('teachback_id').where('user_id', '=', userId),
    )
    .execute();
  await db.deleteFrom('explanation_helpful').where('user_id', '=', userId).execute();
}
