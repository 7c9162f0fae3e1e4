import type { Selectable } from 'kysely';
import type { PublishedExplanationsTable } from '../../db/database';

/** A library row as its reads select it: the copy, and what the author's byline needs. */
export type LibraryRow = Selectable<PublishedExplanationsTable> & {
  display_name: string | null;
  handle: string | null;
  public_profile: number;
  profile_hidden_at: number | null;
};
