import { randomUUID } from 'node:crypto';
import type { ContactRequest } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { insertContactMessage } from './contact.repo';

export type ContactOutcome = 'stored' | 'dropped-as-spam';

/**
 * Stores a contact message with the server's clock. A filled honeypot means a bot: it gets the same answer
 * as a person, so it learns nothing, but nothing is stored.
 */
export async function submitContactMessage(
  db: Db,
  input: ContactRequest,
  now = Date.now(),
): Promise<ContactOutcome> {
  if (input.website) return 'dropped-as-spam';
  await insertContactMessage(db, {
    id: randomUUID(),
    name: input.name,
    email: input.email,
    message: input.message,
    createdAt: now,
  });
  return 'stored';
}
