import type { Db } from '../../db/database';

export interface NewContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: number;
}

export async function insertContactMessage(db: Db, row: NewContactMessage): Promise<void> {
  await db
    .insertInto('contact_messages')
    .values({ id: row.id, name: row.name, email: row.email, message: row.message, created_at: row.createdAt })
    .execute();
}
