import type { ReportItemKind } from '@teachloop/shared';
import type { Db } from '../../db/database';

/** What a moderator reads of a reported item: its words, a review's stars, whether it is hidden, a link. */
export interface ItemContext {
  text: string;
  rating: number | null;
  hidden: boolean;
  /** A page a moderator can open that shows the item, or null when only its parties may. */
  href: string | null;
}

type ContextReader = (db: Db, ids: string[]) => Promise<[string, ItemContext][]>;

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' — ');

const READERS: Record<ReportItemKind, ContextReader> = {
  teachback: async (db, ids) =>
    (
      await db
        .selectFrom('teachbacks')
        .select(['id', 'title', 'notes', 'hidden_at'])
        .where('id', 'in', ids)
        .execute()
    ).map((r) => [
      r.id,
      { text: joined(r.title, r.notes), rating: null, hidden: r.hidden_at !== null, href: null },
    ]),
  review: async (db, ids) =>
    (
      await db
        .selectFrom('feedback_requests')
        .select(['id', 'title', 'rating', 'comment', 'hidden_at'])
        .where('id', 'in', ids)
        .execute()
    ).map((r) => [
      r.id,
      { text: joined(r.title, r.comment), rating: r.rating, hidden: r.hidden_at !== null, href: null },
    ]),
  reply: async (db, ids) =>
    (
      await db
        .selectFrom('review_replies')
        .select(['id', 'body', 'hidden_at'])
        .where('id', 'in', ids)
        .execute()
    ).map((r) => [r.id, { text: r.body, rating: null, hidden: r.hidden_at !== null, href: null }]),
  challenge: async (db, ids) =>
    (
      await db
        .selectFrom('challenges')
        .select(['id', 'title', 'description', 'open_to_teach_since', 'hidden_at'])
        .where('id', 'in', ids)
        .execute()
    ).map((r) => [
      r.id,
      {
        text: joined(r.title, r.description),
        rating: null,
        hidden: r.hidden_at !== null,
        href: r.open_to_teach_since === null ? null : '/challenges',
      },
    ]),
  circle: async (db, ids) =>
    (
      await db
        .selectFrom('circles')
        .select(['id', 'name', 'focus', 'hidden_at'])
        .where('id', 'in', ids)
        .execute()
    ).map((r) => [
      r.id,
      { text: joined(r.name, r.focus), rating: null, hidden: r.hidden_at !== null, href: `/circles/${r.id}` },
    ]),
  profile: async (db, ids) =>
    (
      await db
        .selectFrom('profiles')
        .select(['id', 'display_name', 'bio', 'handle', 'public_profile', 'hidden_at'])
        .where('id', 'in', ids)
        .execute()
    ).map((r) => [
      r.id,
      {
        text: joined(r.display_name, r.bio),
        rating: null,
        hidden: r.hidden_at !== null,
        href: r.public_profile === 1 && r.handle ? `/u/${r.handle}` : null,
      },
    ]),
};

/** The reported items of one kind, by primary key. */
export async function itemContexts(
  db: Db,
  kind: ReportItemKind,
  ids: readonly string[],
): Promise<Map<string, ItemContext>> {
  if (ids.length === 0) return new Map();
  return new Map(await READERS[kind](db, [...new Set(ids)]));
}
