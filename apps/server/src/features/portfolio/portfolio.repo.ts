import type { Db } from '../../db/database';

/** The account's e-mail (Better Auth's user table): shown on the user's own portfolio only. */
export async function findUserEmail(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email;
}

/** The user's verified skills in the order they were verified. */
export async function listVerifiedSkills(db: Db, userId: string) {
  const rows = await db
    .selectFrom('verified_skills')
    .select(['topic', 'verified_at'])
    .where('user_id', '=', userId)
    .orderBy('verified_at', 'asc')
    .orderBy('topic', 'asc')
    .execute();
  return rows.map((row) => ({ topic: row.topic, verifiedAt: row.verified_at }));
}
