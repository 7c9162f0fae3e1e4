import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Who is in the database, as far as seeding cares: how many of the demo accounts exist (by the unique e-mail
 * index) and whether anyone else does (one row is enough to know).
 */
export async function userCensus(
  db: Db,
  demoEmails: readonly string[],
): Promise<{ demo: number; others: boolean }> {
  const [demo, other] = await Promise.all([
    db
      .selectFrom('user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', 'in', [...demoEmails])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('user')
      .select('id')
      .where('email', 'not in', [...demoEmails])
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { demo: demo.n, others: other !== undefined };
}

/**
 * Marks the demo users' addresses verified. They are on a reserved `.test` domain, so no verification link can
 * reach them; verified, they earn XP and show on the boards as the people they stand for would (XP is paid only
 * between verified addresses).
 */
export async function markDemoAddressesVerified(db: Db, demoEmails: readonly string[]): Promise<void> {
  await db
    .updateTable('user')
    .set({ emailVerified: sql<boolean>`true` })
    .where('email', 'in', [...demoEmails])
    .execute();
}
