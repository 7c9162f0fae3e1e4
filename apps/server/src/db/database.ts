import type { Kysely } from 'kysely';

/** Table types. Ids are text made by the app; timestamps are epoch milliseconds (see docs/decisions/002). */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: number;
}

export interface Database {
  contact_messages: ContactMessagesTable;
}

export type Db = Kysely<Database>;
